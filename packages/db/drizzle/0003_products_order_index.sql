DROP INDEX "products_owner_created_idx";--> statement-breakpoint
CREATE INDEX "products_owner_created_idx" ON "products" USING btree ("user_id","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);