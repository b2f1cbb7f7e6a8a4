CREATE INDEX "affiliate_clicks_visitor_idx" ON "affiliate_clicks" USING btree ("affiliation_id","ip_hash","clicked_at");--> statement-breakpoint
CREATE INDEX "sales_failed_attempts_idx" ON "sales" USING btree ("created_at") WHERE "sales"."status" = 'failed' and "sales"."provider_payment_id" is null and "sales"."subscription_id" is null;--> statement-breakpoint
-- Clicks stored as unique under the former rule (the same IP and user agent within 30 minutes) that the
-- current one (one unique click per IP per link per São Paulo day) counts as repeat visits lose the flag, and
-- their affiliations' unique_clicks follow, so a period's figures are comparable with the one before. Flags
-- are only cleared, never set.
WITH "ranked" AS (
  SELECT "id", row_number() OVER (
    PARTITION BY "affiliation_id", "ip_hash", ("clicked_at" AT TIME ZONE 'America/Sao_Paulo')::date
    ORDER BY "clicked_at", "id"
  ) AS "day_rank"
  FROM "affiliate_clicks"
), "demoted" AS (
  UPDATE "affiliate_clicks" AS c SET "is_unique" = false
  FROM "ranked" AS r
  WHERE c."id" = r."id" AND c."is_unique" AND r."day_rank" > 1
  RETURNING c."affiliation_id"
)
UPDATE "affiliations" AS a SET "unique_clicks" = greatest(0, a."unique_clicks" - d.n)
FROM (SELECT "affiliation_id", count(*)::int AS n FROM "demoted" GROUP BY "affiliation_id") AS d
WHERE a."id" = d."affiliation_id";
