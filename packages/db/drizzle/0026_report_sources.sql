-- The report ledger summed by traffic source (utm_source, '' for direct visits), for Vendas's 'Por origem'.
CREATE TABLE "sales_report_source_daily" (
	"producer_id" uuid NOT NULL,
	"day" date NOT NULL,
	"utm_source" text NOT NULL,
	"paid_count" integer DEFAULT 0 NOT NULL,
	"paid_cents" bigint DEFAULT 0 NOT NULL,
	"reversed_count" integer DEFAULT 0 NOT NULL,
	"reversed_cents" bigint DEFAULT 0 NOT NULL,
	"commission_cents" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "sales_report_source_daily_producer_id_day_utm_source_pk" PRIMARY KEY("producer_id","day","utm_source")
);
--> statement-breakpoint
ALTER TABLE "sales_report_source_daily" ADD CONSTRAINT "sales_report_source_daily_producer_id_users_id_fk" FOREIGN KEY ("producer_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "sales_report_source_daily_day_idx" ON "sales_report_source_daily" USING btree ("day");--> statement-breakpoint
-- Every sale recorded before sales kept their source was a direct visit: the rollup starts from the ledger.
INSERT INTO "sales_report_source_daily" ("producer_id", "day", "utm_source", "paid_count", "paid_cents", "reversed_count", "reversed_cents", "commission_cents")
SELECT "producer_id", "day", '', sum("paid_count"), sum("paid_cents"), sum("reversed_count"), sum("reversed_cents"), sum("commission_cents")
FROM "sales_report_daily"
GROUP BY "producer_id", "day";
