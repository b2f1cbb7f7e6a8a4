import { affiliateClicks, sql } from '@afilia/db';

/** The selection for "clicks and unique clicks" over a set of affiliate_clicks rows. */
export const clickCounts = {
  clicks: sql<number>`count(*)::int`,
  uniqueClicks: sql<number>`(count(*) filter (where ${affiliateClicks.isUnique}))::int`,
};
