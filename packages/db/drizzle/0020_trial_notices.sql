-- trial_notices: the trial emails sent (3 days and 1 day before a trial ends, and once it has ended), one row
-- per subscription and stage. The periodic job writes the row in the transaction that enqueues the email, so
-- the primary key lets each stage go once per subscription, whatever the instances and restarts.
CREATE TABLE "trial_notices" (
	"subscription_id" uuid NOT NULL,
	"stage" text NOT NULL,
	"sent_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "trial_notices_subscription_id_stage_pk" PRIMARY KEY("subscription_id","stage")
);
--> statement-breakpoint
ALTER TABLE "trial_notices" ADD CONSTRAINT "trial_notices_subscription_id_subscriptions_id_fk" FOREIGN KEY ("subscription_id") REFERENCES "public"."subscriptions"("id") ON DELETE cascade ON UPDATE no action;