import { and, count, type DbOrTx, desc, eq, profiles, type SQL } from '@afilia/db';
import { reachesAny, type SellerFilter, type SellerTab, type sellerListInput } from '@afilia/validators';
import type { z } from 'zod';
import { pageWindow } from '../list/page-window';
import type { TeamActor } from './seller-access';
import { ROLE_CONDITIONS, STATUS_CONDITIONS } from './team-conditions';
import { toTeamMemberDto } from './team-member-dto';
import { matchesSearch } from './team-search';

const FILTER_CONDITIONS: Record<SellerFilter, SQL | undefined> = {
  all: undefined,
  admins: ROLE_CONDITIONS.admin,
  producers: ROLE_CONDITIONS.producer,
  resellers: ROLE_CONDITIONS.reseller,
  ...STATUS_CONDITIONS,
};

const TAB_CONDITIONS: Record<SellerTab, SQL | undefined> = {
  all: undefined,
  active: STATUS_CONDITIONS.active,
  pending: STATUS_CONDITIONS.pending,
};

/** The reseller screen: a producer's referred resellers, or every reseller for an admin. */
export function sellerScope(actor: TeamActor): SQL | undefined {
  return reachesAny(actor.role, 'sellers.manage')
    ? ROLE_CONDITIONS.reseller
    : eq(profiles.referrerId, actor.id);
}

export async function listSellers(db: DbOrTx, actor: TeamActor, input: z.output<typeof sellerListInput>) {
  const where = and(
    sellerScope(actor),
    matchesSearch(input.search),
    FILTER_CONDITIONS[input.filter],
    TAB_CONDITIONS[input.tab],
  );
  const [total] = await db.select({ n: count() }).from(profiles).where(where);
  const totalItems = total?.n ?? 0;
  const { page, totalPages, offset } = pageWindow(totalItems, input.page, input.pageSize);
  const rows = await db
    .select()
    .from(profiles)
    .where(where)
    .orderBy(desc(profiles.createdAt), desc(profiles.id))
    .limit(input.pageSize)
    .offset(offset);
  return { items: rows.map(toTeamMemberDto), page, pageSize: input.pageSize, totalItems, totalPages };
}
