ALTER TABLE "subscriptions" DROP CONSTRAINT "subscriptions_user_id_users_id_fk";
--> statement-breakpoint
ALTER TABLE "payouts" DROP CONSTRAINT "payouts_producer_id_users_id_fk";
--> statement-breakpoint
ALTER TABLE "payouts" DROP CONSTRAINT "payouts_reseller_id_users_id_fk";
--> statement-breakpoint
ALTER TABLE "buyer_subscriptions" DROP CONSTRAINT "buyer_subscriptions_producer_id_users_id_fk";
--> statement-breakpoint
ALTER TABLE "commissions" DROP CONSTRAINT "commissions_reseller_id_users_id_fk";
--> statement-breakpoint
ALTER TABLE "commissions" DROP CONSTRAINT "commissions_producer_id_users_id_fk";
--> statement-breakpoint
ALTER TABLE "sales" DROP CONSTRAINT "sales_producer_id_users_id_fk";
--> statement-breakpoint
ALTER TABLE "sales" DROP CONSTRAINT "sales_reseller_id_users_id_fk";
--> statement-breakpoint
ALTER TABLE "sales_daily_totals" DROP CONSTRAINT "sales_daily_totals_producer_id_users_id_fk";
--> statement-breakpoint
ALTER TABLE "sales_report_daily" DROP CONSTRAINT "sales_report_daily_producer_id_users_id_fk";
--> statement-breakpoint
ALTER TABLE "sales_report_product_daily" DROP CONSTRAINT "sales_report_product_daily_producer_id_users_id_fk";
--> statement-breakpoint
ALTER TABLE "sales_report_reseller_daily" DROP CONSTRAINT "sales_report_reseller_daily_producer_id_users_id_fk";
--> statement-breakpoint
DROP INDEX "invitations_pending_email_idx";--> statement-breakpoint
ALTER TABLE "profiles" ADD COLUMN "referral_blocked_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD CONSTRAINT "subscriptions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payouts" ADD CONSTRAINT "payouts_producer_id_users_id_fk" FOREIGN KEY ("producer_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payouts" ADD CONSTRAINT "payouts_reseller_id_users_id_fk" FOREIGN KEY ("reseller_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "buyer_subscriptions" ADD CONSTRAINT "buyer_subscriptions_producer_id_users_id_fk" FOREIGN KEY ("producer_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "commissions" ADD CONSTRAINT "commissions_reseller_id_users_id_fk" FOREIGN KEY ("reseller_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "commissions" ADD CONSTRAINT "commissions_producer_id_users_id_fk" FOREIGN KEY ("producer_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sales" ADD CONSTRAINT "sales_producer_id_users_id_fk" FOREIGN KEY ("producer_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sales" ADD CONSTRAINT "sales_reseller_id_users_id_fk" FOREIGN KEY ("reseller_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sales_daily_totals" ADD CONSTRAINT "sales_daily_totals_producer_id_users_id_fk" FOREIGN KEY ("producer_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sales_report_daily" ADD CONSTRAINT "sales_report_daily_producer_id_users_id_fk" FOREIGN KEY ("producer_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sales_report_product_daily" ADD CONSTRAINT "sales_report_product_daily_producer_id_users_id_fk" FOREIGN KEY ("producer_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sales_report_reseller_daily" ADD CONSTRAINT "sales_report_reseller_daily_producer_id_users_id_fk" FOREIGN KEY ("producer_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "invitations_pending_email_inviter_idx" ON "invitations" USING btree (lower("email"),"invited_by") WHERE "invitations"."used_at" is null;--> statement-breakpoint
-- A login-email change now needs its owner's approval first: links issued before that rule are withdrawn.
UPDATE "email_tokens" SET "used_at" = now() WHERE "purpose" = 'email_change' AND "used_at" IS NULL;
