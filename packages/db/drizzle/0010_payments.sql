CREATE TABLE "plan_invoices" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"subscription_id" uuid NOT NULL,
	"provider_invoice_id" text NOT NULL,
	"amount_cents" integer NOT NULL,
	"status" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "charge_instructions" (
	"sale_id" uuid PRIMARY KEY NOT NULL,
	"pix_payload" text,
	"pix_qr_image" text,
	"boleto_url" text,
	"boleto_line" text,
	"expires_at" timestamp with time zone,
	"split_cents" integer DEFAULT 0 NOT NULL,
	"split_wallet_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payment_connection_events" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"connection_id" uuid NOT NULL,
	"actor_id" uuid,
	"platform" text NOT NULL,
	"action" text NOT NULL,
	"changed_fields" text[] DEFAULT '{}'::text[] NOT NULL,
	"ip" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payment_connections" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"platform" text NOT NULL,
	"enabled" boolean DEFAULT false NOT NULL,
	"environment" text DEFAULT 'sandbox' NOT NULL,
	"secrets_sealed" text,
	"api_key_last4" text,
	"publishable_key" text,
	"has_webhook_secret" boolean DEFAULT false NOT NULL,
	"wallet_id" text,
	"webhook_url" text,
	"provider_webhook_id" text,
	"account_name" text,
	"account_email" text,
	"verified_at" timestamp with time zone,
	"referral_enabled" boolean DEFAULT false NOT NULL,
	"referral_url" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payout_settings" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"asaas_wallet_id" text,
	"pix_key_type" text,
	"pix_key" text,
	"weekly_payouts_enabled" boolean DEFAULT false NOT NULL,
	"last_weekly_run_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payouts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"producer_id" uuid NOT NULL,
	"reseller_id" uuid NOT NULL,
	"amount_cents" integer NOT NULL,
	"method" text NOT NULL,
	"status" text NOT NULL,
	"pix_key_type" text,
	"pix_key" text,
	"provider_transfer_id" text,
	"failure_reason" text,
	"proof_file_id" uuid,
	"trigger" text DEFAULT 'manual' NOT NULL,
	"paid_at" timestamp with time zone,
	"failed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payouts_amount_positive" CHECK ("payouts"."amount_cents" > 0)
);
--> statement-breakpoint
ALTER TABLE "commissions" ADD COLUMN "settled_by" text;--> statement-breakpoint
ALTER TABLE "commissions" ADD COLUMN "payout_id" uuid;--> statement-breakpoint
ALTER TABLE "sales" ADD COLUMN "payment_connection_id" uuid;--> statement-breakpoint
ALTER TABLE "plan_invoices" ADD CONSTRAINT "plan_invoices_subscription_id_subscriptions_id_fk" FOREIGN KEY ("subscription_id") REFERENCES "public"."subscriptions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "charge_instructions" ADD CONSTRAINT "charge_instructions_sale_id_sales_id_fk" FOREIGN KEY ("sale_id") REFERENCES "public"."sales"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_connection_events" ADD CONSTRAINT "payment_connection_events_connection_id_payment_connections_id_fk" FOREIGN KEY ("connection_id") REFERENCES "public"."payment_connections"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_connection_events" ADD CONSTRAINT "payment_connection_events_actor_id_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_connections" ADD CONSTRAINT "payment_connections_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payout_settings" ADD CONSTRAINT "payout_settings_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payouts" ADD CONSTRAINT "payouts_producer_id_users_id_fk" FOREIGN KEY ("producer_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payouts" ADD CONSTRAINT "payouts_reseller_id_users_id_fk" FOREIGN KEY ("reseller_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payouts" ADD CONSTRAINT "payouts_proof_file_id_stored_files_id_fk" FOREIGN KEY ("proof_file_id") REFERENCES "public"."stored_files"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "plan_invoices_provider_idx" ON "plan_invoices" USING btree ("provider_invoice_id");--> statement-breakpoint
CREATE INDEX "plan_invoices_sub_idx" ON "plan_invoices" USING btree ("subscription_id");--> statement-breakpoint
CREATE INDEX "payment_connection_events_connection_idx" ON "payment_connection_events" USING btree ("connection_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "payment_connections_user_platform_idx" ON "payment_connections" USING btree ("user_id","platform");--> statement-breakpoint
CREATE UNIQUE INDEX "payouts_one_processing_idx" ON "payouts" USING btree ("producer_id","reseller_id") WHERE "payouts"."status" = 'processing';--> statement-breakpoint
CREATE UNIQUE INDEX "payouts_transfer_idx" ON "payouts" USING btree ("provider_transfer_id");--> statement-breakpoint
CREATE INDEX "payouts_producer_created_idx" ON "payouts" USING btree ("producer_id","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "payouts_reseller_created_idx" ON "payouts" USING btree ("reseller_id","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
ALTER TABLE "commissions" ADD CONSTRAINT "commissions_payout_id_payouts_id_fk" FOREIGN KEY ("payout_id") REFERENCES "public"."payouts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sales" ADD CONSTRAINT "sales_payment_connection_id_payment_connections_id_fk" FOREIGN KEY ("payment_connection_id") REFERENCES "public"."payment_connections"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "commissions_payout_idx" ON "commissions" USING btree ("payout_id");--> statement-breakpoint
CREATE INDEX "commissions_producer_status_idx" ON "commissions" USING btree ("producer_id","status","reseller_id");