CREATE TABLE "buyer_subscriptions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"product_id" uuid,
	"producer_id" uuid NOT NULL,
	"buyer_email" text NOT NULL,
	"status" text NOT NULL,
	"provider" text NOT NULL,
	"provider_customer_id" text,
	"provider_payment_method_id" text,
	"test_card_outcome" text,
	"current_period_start" timestamp with time zone NOT NULL,
	"current_period_end" timestamp with time zone NOT NULL,
	"renewals" integer DEFAULT 0 NOT NULL,
	"affiliation_id" uuid,
	"canceled_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "commissions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"sale_id" uuid NOT NULL,
	"reseller_id" uuid NOT NULL,
	"producer_id" uuid NOT NULL,
	"kind" text DEFAULT 'commission' NOT NULL,
	"amount_cents" integer NOT NULL,
	"status" text NOT NULL,
	"available_at" timestamp with time zone NOT NULL,
	"paid_at" timestamp with time zone,
	"cancelled_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "commissions_sign" CHECK (("commissions"."kind" = 'commission' and "commissions"."amount_cents" >= 0) or ("commissions"."kind" = 'adjustment' and "commissions"."amount_cents" <= 0))
);
--> statement-breakpoint
CREATE TABLE "sales" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"order_code" text NOT NULL,
	"product_id" uuid,
	"producer_id" uuid NOT NULL,
	"product_title" text NOT NULL,
	"product_code" text NOT NULL,
	"buyer_name" text NOT NULL,
	"buyer_email" text NOT NULL,
	"buyer_document" text NOT NULL,
	"buyer_phone" text NOT NULL,
	"buyer_locale" text NOT NULL,
	"amount_cents" integer NOT NULL,
	"currency" text DEFAULT 'BRL' NOT NULL,
	"platform_fee_cents" integer DEFAULT 0 NOT NULL,
	"status" text NOT NULL,
	"method" text NOT NULL,
	"provider" text NOT NULL,
	"provider_payment_id" text,
	"provider_customer_id" text,
	"failure_code" text,
	"card_brand" text,
	"card_last4" text,
	"idempotency_key" uuid,
	"affiliation_id" uuid,
	"reseller_id" uuid,
	"price_cents" integer NOT NULL,
	"commission_type" text NOT NULL,
	"commission_value" integer NOT NULL,
	"commission_recurring" boolean NOT NULL,
	"subscription_id" uuid,
	"renewal_number" integer DEFAULT 0 NOT NULL,
	"paid_at" timestamp with time zone,
	"reversed_at" timestamp with time zone,
	"refund_requested_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sales_amount_positive" CHECK ("sales"."amount_cents" > 0),
	CONSTRAINT "sales_fee_non_negative" CHECK ("sales"."platform_fee_cents" >= 0)
);
--> statement-breakpoint
CREATE TABLE "sales_daily_totals" (
	"producer_id" uuid NOT NULL,
	"day" date NOT NULL,
	"paid_count" integer DEFAULT 0 NOT NULL,
	"paid_cents" bigint DEFAULT 0 NOT NULL,
	"reversed_count" integer DEFAULT 0 NOT NULL,
	"reversed_cents" bigint DEFAULT 0 NOT NULL,
	"commission_cents" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "sales_daily_totals_producer_id_day_pk" PRIMARY KEY("producer_id","day")
);
--> statement-breakpoint
ALTER TABLE "profiles" ADD COLUMN "notify_new_sale" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "profiles" ADD COLUMN "notify_new_commission" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "profiles" ADD COLUMN "refund_window_days" integer DEFAULT 7 NOT NULL;--> statement-breakpoint
ALTER TABLE "profiles" ADD COLUMN "sales_limit_warned_month" text;--> statement-breakpoint
ALTER TABLE "buyer_subscriptions" ADD CONSTRAINT "buyer_subscriptions_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "buyer_subscriptions" ADD CONSTRAINT "buyer_subscriptions_producer_id_users_id_fk" FOREIGN KEY ("producer_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "buyer_subscriptions" ADD CONSTRAINT "buyer_subscriptions_affiliation_id_affiliations_id_fk" FOREIGN KEY ("affiliation_id") REFERENCES "public"."affiliations"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "commissions" ADD CONSTRAINT "commissions_sale_id_sales_id_fk" FOREIGN KEY ("sale_id") REFERENCES "public"."sales"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "commissions" ADD CONSTRAINT "commissions_reseller_id_users_id_fk" FOREIGN KEY ("reseller_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "commissions" ADD CONSTRAINT "commissions_producer_id_users_id_fk" FOREIGN KEY ("producer_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sales" ADD CONSTRAINT "sales_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sales" ADD CONSTRAINT "sales_producer_id_users_id_fk" FOREIGN KEY ("producer_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sales" ADD CONSTRAINT "sales_affiliation_id_affiliations_id_fk" FOREIGN KEY ("affiliation_id") REFERENCES "public"."affiliations"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sales" ADD CONSTRAINT "sales_reseller_id_users_id_fk" FOREIGN KEY ("reseller_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sales" ADD CONSTRAINT "sales_subscription_id_buyer_subscriptions_id_fk" FOREIGN KEY ("subscription_id") REFERENCES "public"."buyer_subscriptions"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sales_daily_totals" ADD CONSTRAINT "sales_daily_totals_producer_id_users_id_fk" FOREIGN KEY ("producer_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "buyer_subscriptions_renewal_idx" ON "buyer_subscriptions" USING btree ("status","current_period_end");--> statement-breakpoint
CREATE UNIQUE INDEX "commissions_sale_kind_idx" ON "commissions" USING btree ("sale_id","kind");--> statement-breakpoint
CREATE INDEX "commissions_reseller_created_idx" ON "commissions" USING btree ("reseller_id","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "commissions_maturity_idx" ON "commissions" USING btree ("status","available_at");--> statement-breakpoint
CREATE UNIQUE INDEX "sales_order_code_idx" ON "sales" USING btree ("order_code");--> statement-breakpoint
CREATE UNIQUE INDEX "sales_idempotency_idx" ON "sales" USING btree ("product_id","idempotency_key");--> statement-breakpoint
CREATE UNIQUE INDEX "sales_provider_payment_idx" ON "sales" USING btree ("provider","provider_payment_id");--> statement-breakpoint
CREATE UNIQUE INDEX "sales_subscription_renewal_idx" ON "sales" USING btree ("subscription_id","renewal_number");--> statement-breakpoint
CREATE INDEX "sales_producer_created_idx" ON "sales" USING btree ("producer_id","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "sales_reseller_created_idx" ON "sales" USING btree ("reseller_id","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "sales_created_idx" ON "sales" USING btree ("created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "sales_producer_reversed_idx" ON "sales" USING btree ("producer_id","reversed_at" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE "sales"."reversed_at" is not null;--> statement-breakpoint
CREATE INDEX "sales_reversed_idx" ON "sales" USING btree ("reversed_at" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE "sales"."reversed_at" is not null;--> statement-breakpoint
CREATE INDEX "sales_buyer_email_idx" ON "sales" USING btree ("buyer_email");--> statement-breakpoint
CREATE INDEX "sales_product_idx" ON "sales" USING btree ("product_id");--> statement-breakpoint
ALTER TABLE "profiles" ADD CONSTRAINT "profiles_refund_window" CHECK ("profiles"."refund_window_days" in (7, 14, 30));