-- Card installments: each product offers up to 12 and says who bears the financing; each sale records the
-- installments its buyer chose and the financing cost that never reaches the producer.
ALTER TABLE "product_pricing" ADD COLUMN "max_installments" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "product_pricing" ADD COLUMN "installment_interest" text DEFAULT 'buyer' NOT NULL;--> statement-breakpoint
ALTER TABLE "sales" ADD COLUMN "installments" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "sales" ADD COLUMN "installment_fee_cents" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "product_pricing" ADD CONSTRAINT "product_pricing_installments" CHECK ("product_pricing"."max_installments" between 1 and 12);--> statement-breakpoint
ALTER TABLE "sales" ADD CONSTRAINT "sales_installments" CHECK ("sales"."installments" between 1 and 12);--> statement-breakpoint
ALTER TABLE "sales" ADD CONSTRAINT "sales_installment_fee" CHECK ("sales"."installment_fee_cents" >= 0 and "sales"."installment_fee_cents" < "sales"."amount_cents");