-- profiles.role becomes computed from the three role flags (admin, else producer, else reseller), the rule
-- the application reads roles by. Re-adding the column computes it for every row, so a row whose stored role
-- disagreed with its flags is brought in step; from now on a write to role itself is refused.
ALTER TABLE "profiles" ALTER COLUMN "role" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "profiles" drop column "role";--> statement-breakpoint
ALTER TABLE "profiles" ADD COLUMN "role" text GENERATED ALWAYS AS (case when is_admin then 'admin' when is_producer then 'producer' else 'reseller' end) STORED NOT NULL;