import { and, count, type DbOrTx, desc, eq, profiles, type SQL, sql } from '@afilia/db';
import { USER_TABS, type UserTab, type userListInput } from '@afilia/validators';
import type { z } from 'zod';
import type { TeamActor } from './seller-access';
import { toTeamMemberDto } from './team-member-dto';
import { matchesSearch, pageWindow } from './team-search';

const TAB_CONDITIONS: Record<UserTab, SQL | undefined> = {
  all: undefined,
  admin: eq(profiles.isAdmin, true),
  producer: and(eq(profiles.isAdmin, false), eq(profiles.isProducer, true)),
  reseller: and(eq(profiles.isAdmin, false), eq(profiles.isProducer, false)),
  active: eq(profiles.status, 'active'),
  pending: eq(profiles.status, 'pending'),
  suspended: eq(profiles.status, 'suspended'),
};

/**
 * Spec part 2 §6: an admin sees every profile; a producer sees only the profiles they referred, and only
 * on the resellers tab. Others see nothing (the router refuses them).
 */
function userScope(actor: TeamActor): SQL | undefined {
  return actor.role === 'admin' ? undefined : eq(profiles.referrerId, actor.id);
}

export async function listUsers(db: DbOrTx, actor: TeamActor, input: z.output<typeof userListInput>) {
  const tab: UserTab = actor.role === 'admin' ? input.tab : 'reseller';
  const base = and(userScope(actor), matchesSearch(input.search));
  const where = and(base, TAB_CONDITIONS[tab]);

  // Every tab's count in one pass over the (searched) set.
  const countColumns = Object.fromEntries(
    USER_TABS.map((key) => {
      const condition = TAB_CONDITIONS[key];
      return [key, condition ? sql<number>`count(*) filter (where ${condition})`.mapWith(Number) : count()];
    }),
  ) as Record<UserTab, SQL.Aliased<number> | ReturnType<typeof count>>;
  const [counts] = await db.select(countColumns).from(profiles).where(base);
  const tabCounts = Object.fromEntries(USER_TABS.map((key) => [key, Number(counts?.[key] ?? 0)])) as Record<
    UserTab,
    number
  >;

  const totalItems = tabCounts[tab];
  const { page, totalPages, offset } = pageWindow(totalItems, input.page, input.pageSize);
  const rows = await db
    .select()
    .from(profiles)
    .where(where)
    .orderBy(desc(profiles.createdAt), desc(profiles.id))
    .limit(input.pageSize)
    .offset(offset);
  return {
    items: rows.map(toTeamMemberDto),
    tab,
    counts: tabCounts,
    page,
    pageSize: input.pageSize,
    totalItems,
    totalPages,
  };
}
