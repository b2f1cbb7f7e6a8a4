CREATE TABLE "sales_report_product_daily" (
	"producer_id" uuid NOT NULL,
	"day" date NOT NULL,
	"product_id" uuid NOT NULL,
	"paid_count" integer DEFAULT 0 NOT NULL,
	"paid_cents" bigint DEFAULT 0 NOT NULL,
	"reversed_count" integer DEFAULT 0 NOT NULL,
	"reversed_cents" bigint DEFAULT 0 NOT NULL,
	"commission_cents" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "sales_report_product_daily_producer_id_day_product_id_pk" PRIMARY KEY("producer_id","day","product_id")
);
--> statement-breakpoint
CREATE TABLE "sales_report_reseller_daily" (
	"producer_id" uuid NOT NULL,
	"day" date NOT NULL,
	"reseller_id" uuid NOT NULL,
	"paid_count" integer DEFAULT 0 NOT NULL,
	"paid_cents" bigint DEFAULT 0 NOT NULL,
	"reversed_count" integer DEFAULT 0 NOT NULL,
	"reversed_cents" bigint DEFAULT 0 NOT NULL,
	"commission_cents" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "sales_report_reseller_daily_producer_id_day_reseller_id_pk" PRIMARY KEY("producer_id","day","reseller_id")
);
--> statement-breakpoint
ALTER TABLE "sales_report_product_daily" ADD CONSTRAINT "sales_report_product_daily_producer_id_users_id_fk" FOREIGN KEY ("producer_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sales_report_reseller_daily" ADD CONSTRAINT "sales_report_reseller_daily_producer_id_users_id_fk" FOREIGN KEY ("producer_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "sales_report_product_daily_day_idx" ON "sales_report_product_daily" USING btree ("day");--> statement-breakpoint
CREATE INDEX "sales_report_reseller_daily_day_idx" ON "sales_report_reseller_daily" USING btree ("day");--> statement-breakpoint
INSERT INTO "sales_report_reseller_daily" ("producer_id", "day", "reseller_id", "paid_count", "paid_cents", "reversed_count", "reversed_cents", "commission_cents")
SELECT "producer_id", "day", "reseller_id", sum("paid_count"), sum("paid_cents"), sum("reversed_count"), sum("reversed_cents"), sum("commission_cents")
FROM "sales_report_daily" WHERE "reseller_id" IS NOT NULL
GROUP BY "producer_id", "day", "reseller_id";--> statement-breakpoint
INSERT INTO "sales_report_product_daily" ("producer_id", "day", "product_id", "paid_count", "paid_cents", "reversed_count", "reversed_cents", "commission_cents")
SELECT "producer_id", "day", "product_id", sum("paid_count"), sum("paid_cents"), sum("reversed_count"), sum("reversed_cents"), sum("commission_cents")
FROM "sales_report_daily" WHERE "product_id" IS NOT NULL
GROUP BY "producer_id", "day", "product_id";
