CREATE TABLE "product_counts" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"total" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "product_counts" ADD CONSTRAINT "product_counts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "products_created_idx" ON "products" USING btree ("created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
-- Statement-level triggers keep product_counts exact: one grouped upsert per statement, so a bulk insert of
-- thousands of rows updates each owner's counter once. Owners are upserted in user_id order so concurrent
-- statements lock counters in the same order.
CREATE FUNCTION "product_counts_add_inserted"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "product_counts" AS c ("user_id", "total")
  SELECT "user_id", count(*) FROM inserted_products GROUP BY "user_id" ORDER BY "user_id"
  ON CONFLICT ("user_id") DO UPDATE SET "total" = c."total" + excluded."total";
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE FUNCTION "product_counts_subtract_deleted"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "product_counts" AS c SET "total" = c."total" - d.n
  FROM (SELECT "user_id", count(*) AS n FROM deleted_products GROUP BY "user_id") AS d
  WHERE c."user_id" = d."user_id";
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE FUNCTION "product_counts_move_owner"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "product_counts" AS c ("user_id", "total")
  SELECT "user_id", sum(delta) FROM (
    SELECT o."user_id", -1 AS delta FROM old_products o JOIN new_products n USING ("id") WHERE o."user_id" <> n."user_id"
    UNION ALL
    SELECT n."user_id", 1 FROM old_products o JOIN new_products n USING ("id") WHERE o."user_id" <> n."user_id"
  ) AS moves
  GROUP BY "user_id" ORDER BY "user_id"
  ON CONFLICT ("user_id") DO UPDATE SET "total" = c."total" + excluded."total";
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE FUNCTION "product_counts_clear"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM "product_counts";
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "products_count_insert" AFTER INSERT ON "products"
  REFERENCING NEW TABLE AS inserted_products FOR EACH STATEMENT EXECUTE FUNCTION "product_counts_add_inserted"();--> statement-breakpoint
CREATE TRIGGER "products_count_delete" AFTER DELETE ON "products"
  REFERENCING OLD TABLE AS deleted_products FOR EACH STATEMENT EXECUTE FUNCTION "product_counts_subtract_deleted"();--> statement-breakpoint
CREATE TRIGGER "products_count_update" AFTER UPDATE ON "products"
  REFERENCING OLD TABLE AS old_products NEW TABLE AS new_products FOR EACH STATEMENT EXECUTE FUNCTION "product_counts_move_owner"();--> statement-breakpoint
CREATE TRIGGER "products_count_truncate" AFTER TRUNCATE ON "products"
  FOR EACH STATEMENT EXECUTE FUNCTION "product_counts_clear"();--> statement-breakpoint
-- The triggers exist before the backfill, in the same transaction, so no product is missed or counted twice.
INSERT INTO "product_counts" ("user_id", "total") SELECT "user_id", count(*) FROM "products" GROUP BY "user_id";
