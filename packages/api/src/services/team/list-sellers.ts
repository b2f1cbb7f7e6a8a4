import { and, count, type DbOrTx, desc, eq, profiles, type SQL } from '@afilia/db';
import type { SellerFilter, SellerTab, sellerListInput } from '@afilia/validators';
import type { z } from 'zod';
import { pageWindow } from '../list/page-window';
import { managesEveryReseller, type TeamActor } from './seller-access';
import {
  NOT_REMOVED,
  REFERRAL_STATUS_CONDITIONS,
  ROLE_CONDITIONS,
  STATUS_CONDITIONS,
  type StatusCondition,
} from './team-conditions';
import { toTeamMemberDtoFor } from './team-member-dto';
import { matchesSearch } from './team-search';

/** The filter's and tab's conditions; a producer's status ones are the relationship's. */
function filterConditions(statuses: Record<StatusCondition, SQL>): Record<SellerFilter, SQL | undefined> {
  return {
    all: undefined,
    admins: ROLE_CONDITIONS.admin,
    producers: ROLE_CONDITIONS.producer,
    resellers: ROLE_CONDITIONS.reseller,
    ...statuses,
  };
}

function tabConditions(statuses: Record<StatusCondition, SQL>): Record<SellerTab, SQL | undefined> {
  return { all: undefined, active: statuses.active, pending: statuses.pending };
}

/** The reseller screen: a producer's referred resellers, or every reseller for an admin; never removed ones. */
export function sellerScope(actor: TeamActor): SQL | undefined {
  return and(
    NOT_REMOVED,
    managesEveryReseller(actor) ? ROLE_CONDITIONS.reseller : eq(profiles.referrerId, actor.id),
  );
}

export async function listSellers(db: DbOrTx, actor: TeamActor, input: z.output<typeof sellerListInput>) {
  const statuses = managesEveryReseller(actor) ? STATUS_CONDITIONS : REFERRAL_STATUS_CONDITIONS;
  const where = and(
    sellerScope(actor),
    matchesSearch(input.search),
    filterConditions(statuses)[input.filter],
    tabConditions(statuses)[input.tab],
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
  const items = rows.map((row) => toTeamMemberDtoFor(actor, row));
  return { items, page, pageSize: input.pageSize, totalItems, totalPages };
}
