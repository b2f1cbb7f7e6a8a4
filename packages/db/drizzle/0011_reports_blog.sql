CREATE TABLE "blog_articles" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"slug" text NOT NULL,
	"title" text NOT NULL,
	"excerpt" text DEFAULT '' NOT NULL,
	"content_html" text NOT NULL,
	"category" text NOT NULL,
	"tags" text[] DEFAULT '{}'::text[] NOT NULL,
	"cover_image_url" text,
	"author_id" uuid,
	"author_name" text NOT NULL,
	"status" text NOT NULL,
	"published_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "blog_comments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"article_id" uuid NOT NULL,
	"author_id" uuid NOT NULL,
	"body" text NOT NULL,
	"status" text NOT NULL,
	"approved_at" timestamp with time zone,
	"approved_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sales_report_daily" (
	"producer_id" uuid NOT NULL,
	"day" date NOT NULL,
	"product_id" uuid,
	"reseller_id" uuid,
	"method" text NOT NULL,
	"paid_count" integer DEFAULT 0 NOT NULL,
	"paid_cents" bigint DEFAULT 0 NOT NULL,
	"reversed_count" integer DEFAULT 0 NOT NULL,
	"reversed_cents" bigint DEFAULT 0 NOT NULL,
	"commission_cents" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "sales_report_daily_key" UNIQUE NULLS NOT DISTINCT("producer_id","day","product_id","reseller_id","method")
);
--> statement-breakpoint
ALTER TABLE "sales_daily_totals" ADD COLUMN "card_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "sales_daily_totals" ADD COLUMN "card_cents" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "sales_daily_totals" ADD COLUMN "pix_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "sales_daily_totals" ADD COLUMN "pix_cents" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "sales_daily_totals" ADD COLUMN "boleto_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "sales_daily_totals" ADD COLUMN "boleto_cents" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "blog_articles" ADD CONSTRAINT "blog_articles_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "blog_comments" ADD CONSTRAINT "blog_comments_article_id_blog_articles_id_fk" FOREIGN KEY ("article_id") REFERENCES "public"."blog_articles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "blog_comments" ADD CONSTRAINT "blog_comments_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "blog_comments" ADD CONSTRAINT "blog_comments_approved_by_users_id_fk" FOREIGN KEY ("approved_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sales_report_daily" ADD CONSTRAINT "sales_report_daily_producer_id_users_id_fk" FOREIGN KEY ("producer_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "blog_articles_slug_idx" ON "blog_articles" USING btree ("slug");--> statement-breakpoint
CREATE INDEX "blog_articles_status_published_idx" ON "blog_articles" USING btree ("status","published_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "blog_articles_tags_idx" ON "blog_articles" USING gin ("tags");--> statement-breakpoint
CREATE INDEX "blog_comments_article_idx" ON "blog_comments" USING btree ("article_id","status","created_at");--> statement-breakpoint
CREATE INDEX "blog_comments_pending_idx" ON "blog_comments" USING btree ("created_at") WHERE "blog_comments"."status" = 'pending';--> statement-breakpoint
CREATE INDEX "sales_report_daily_reseller_idx" ON "sales_report_daily" USING btree ("reseller_id","day");--> statement-breakpoint
CREATE INDEX "sales_report_daily_day_idx" ON "sales_report_daily" USING btree ("day");--> statement-breakpoint
CREATE INDEX "sales_producer_paid_idx" ON "sales" USING btree ("producer_id","paid_at","id") WHERE "sales"."paid_at" is not null;--> statement-breakpoint
CREATE INDEX "sales_reseller_paid_idx" ON "sales" USING btree ("reseller_id","paid_at","id") WHERE "sales"."paid_at" is not null;--> statement-breakpoint
CREATE INDEX "sales_paid_idx" ON "sales" USING btree ("paid_at","id") WHERE "sales"."paid_at" is not null;--> statement-breakpoint
-- Backfill from the ledger, as the checkout and the reversals keep it: a sale adds on the day it was paid
-- (with its commission), a reversal on its own day (taking the commission back). Days in America/Sao_Paulo.
INSERT INTO "sales_report_daily" ("producer_id", "day", "product_id", "reseller_id", "method", "paid_count", "paid_cents", "reversed_count", "reversed_cents", "commission_cents")
SELECT "producer_id", "day", "product_id", "reseller_id", "method", sum("paid_count"), sum("paid_cents"), sum("reversed_count"), sum("reversed_cents"), sum("commission_cents")
FROM (
  SELECT s."producer_id", (s."paid_at" AT TIME ZONE 'America/Sao_Paulo')::date AS "day", s."product_id", s."reseller_id", s."method",
    1 AS "paid_count", s."amount_cents"::bigint AS "paid_cents", 0 AS "reversed_count", 0::bigint AS "reversed_cents", coalesce(c."amount_cents", 0)::bigint AS "commission_cents"
  FROM "sales" s LEFT JOIN "commissions" c ON c."sale_id" = s."id" AND c."kind" = 'commission'
  WHERE s."paid_at" IS NOT NULL
  UNION ALL
  SELECT s."producer_id", (s."reversed_at" AT TIME ZONE 'America/Sao_Paulo')::date, s."product_id", s."reseller_id", s."method",
    0, 0::bigint, 1, s."amount_cents"::bigint, -coalesce(c."amount_cents", 0)::bigint
  FROM "sales" s LEFT JOIN "commissions" c ON c."sale_id" = s."id" AND c."kind" = 'commission'
  WHERE s."reversed_at" IS NOT NULL AND s."paid_at" IS NOT NULL
) AS "events"
GROUP BY "producer_id", "day", "product_id", "reseller_id", "method";
--> statement-breakpoint
UPDATE "sales_daily_totals" t SET
  "card_count" = m."card_count", "card_cents" = m."card_cents",
  "pix_count" = m."pix_count", "pix_cents" = m."pix_cents",
  "boleto_count" = m."boleto_count", "boleto_cents" = m."boleto_cents"
FROM (
  SELECT "producer_id", "day",
    sum("paid_count") FILTER (WHERE "method" = 'card') AS "card_count", sum("paid_cents") FILTER (WHERE "method" = 'card') AS "card_cents",
    sum("paid_count") FILTER (WHERE "method" = 'pix') AS "pix_count", sum("paid_cents") FILTER (WHERE "method" = 'pix') AS "pix_cents",
    sum("paid_count") FILTER (WHERE "method" = 'boleto') AS "boleto_count", sum("paid_cents") FILTER (WHERE "method" = 'boleto') AS "boleto_cents"
  FROM "sales_report_daily" GROUP BY "producer_id", "day"
) m
WHERE t."producer_id" = m."producer_id" AND t."day" = m."day";
