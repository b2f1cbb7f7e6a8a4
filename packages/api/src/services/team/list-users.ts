import { and, count, type DbOrTx, desc, eq, invitations, isNull, profiles, type SQL } from '@afilia/db';
import { reachesAny, USER_TABS, type UserTab, type userListInput } from '@afilia/validators';
import type { z } from 'zod';
import { pageWindow } from '../list/page-window';
import type { TeamActor } from './seller-access';
import { NOT_REMOVED, ROLE_CONDITIONS, STATUS_CONDITIONS } from './team-conditions';
import { toTeamMemberDtoFor } from './team-member-dto';
import { matchesSearch } from './team-search';

const TAB_CONDITIONS: Record<UserTab, SQL | undefined> = {
  all: undefined,
  ...ROLE_CONDITIONS,
  ...STATUS_CONDITIONS,
};

/**
 * An admin sees every profile; a producer sees only the profiles they referred, and only
 * on the resellers tab. Others see nothing (the router refuses them). Removed accounts are never listed.
 */
function userScope(actor: TeamActor): SQL | undefined {
  return and(
    NOT_REMOVED,
    reachesAny(actor.role, 'team.view') ? undefined : eq(profiles.referrerId, actor.id),
  );
}

/**
 * Every tab's count from one grouped pass over the (searched) set: at most 3 × 4 groups of
 * (is_admin, is_producer, status), which an index-only scan of profiles_role_status_idx serves.
 */
async function countTabs(db: DbOrTx, where: SQL | undefined): Promise<Record<UserTab, number>> {
  const groups = await db
    .select({
      isAdmin: profiles.isAdmin,
      isProducer: profiles.isProducer,
      status: profiles.status,
      n: count(),
    })
    .from(profiles)
    .where(where)
    .groupBy(profiles.isAdmin, profiles.isProducer, profiles.status);
  const counts = Object.fromEntries(USER_TABS.map((key) => [key, 0])) as Record<UserTab, number>;
  for (const group of groups) {
    const role = group.isAdmin ? 'admin' : group.isProducer ? 'producer' : 'reseller';
    counts.all += group.n;
    counts[role] += group.n;
    if (group.status === 'active' || group.status === 'pending' || group.status === 'suspended') {
      counts[group.status] += group.n;
    }
  }
  return counts;
}

export async function listUsers(db: DbOrTx, actor: TeamActor, input: z.output<typeof userListInput>) {
  const tab: UserTab = reachesAny(actor.role, 'team.view') ? input.tab : 'reseller';
  const base = and(userScope(actor), matchesSearch(input.search));
  const where = and(base, TAB_CONDITIONS[tab]);

  const tabCounts = await countTabs(db, base);
  const totalItems = tabCounts[tab];
  const { page, totalPages, offset } = pageWindow(totalItems, input.page, input.pageSize);
  const rows = await db
    .select()
    .from(profiles)
    .where(where)
    .orderBy(desc(profiles.createdAt), desc(profiles.id))
    .limit(input.pageSize)
    .offset(offset);
  // Invitations not yet accepted are waiting too: the 'Pendentes' tab lists them beside the pending accounts.
  const [invited] = await db
    .select({ n: count() })
    .from(invitations)
    .where(
      and(
        isNull(invitations.usedAt),
        reachesAny(actor.role, 'team.view') ? undefined : eq(invitations.invitedBy, actor.id),
      ),
    );
  return {
    items: rows.map((row) => toTeamMemberDtoFor(actor, row)),
    tab,
    counts: tabCounts,
    invitationsPending: invited?.n ?? 0,
    page,
    pageSize: input.pageSize,
    totalItems,
    totalPages,
  };
}
