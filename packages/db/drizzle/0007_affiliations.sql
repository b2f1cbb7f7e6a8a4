CREATE TABLE "affiliate_clicks" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "affiliate_clicks_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"affiliation_id" uuid NOT NULL,
	"clicked_at" timestamp with time zone NOT NULL,
	"referrer_host" text,
	"ip_hash" char(64) NOT NULL,
	"user_agent_hash" char(64) NOT NULL,
	"is_unique" boolean NOT NULL
);
--> statement-breakpoint
CREATE TABLE "affiliations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"reseller_id" uuid NOT NULL,
	"product_id" uuid NOT NULL,
	"status" text NOT NULL,
	"link_code" text NOT NULL,
	"clicks" integer DEFAULT 0 NOT NULL,
	"unique_clicks" integer DEFAULT 0 NOT NULL,
	"last_click_at" timestamp with time zone,
	"decided_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "affiliation_mode" text DEFAULT 'referred' NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "attribution_window_days" integer DEFAULT 60 NOT NULL;--> statement-breakpoint
ALTER TABLE "affiliate_clicks" ADD CONSTRAINT "affiliate_clicks_affiliation_id_affiliations_id_fk" FOREIGN KEY ("affiliation_id") REFERENCES "public"."affiliations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "affiliations" ADD CONSTRAINT "affiliations_reseller_id_users_id_fk" FOREIGN KEY ("reseller_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "affiliations" ADD CONSTRAINT "affiliations_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "affiliate_clicks_affiliation_time_idx" ON "affiliate_clicks" USING btree ("affiliation_id","clicked_at");--> statement-breakpoint
CREATE UNIQUE INDEX "affiliations_link_code_idx" ON "affiliations" USING btree ("link_code");--> statement-breakpoint
CREATE UNIQUE INDEX "affiliations_reseller_product_idx" ON "affiliations" USING btree ("reseller_id","product_id");--> statement-breakpoint
CREATE INDEX "affiliations_product_status_idx" ON "affiliations" USING btree ("product_id","status","created_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "products_affiliation_created_idx" ON "products" USING btree ("affiliation_mode","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_attribution_window" CHECK ("products"."attribution_window_days" in (30, 60, 90, 180));