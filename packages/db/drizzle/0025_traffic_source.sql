-- Where a sale's buyer came from: the tracking parameters (utm_*, src, sck) of the page they bought on.
ALTER TABLE "sales" ADD COLUMN "utm_source" text;--> statement-breakpoint
ALTER TABLE "sales" ADD COLUMN "utm_medium" text;--> statement-breakpoint
ALTER TABLE "sales" ADD COLUMN "utm_campaign" text;--> statement-breakpoint
ALTER TABLE "sales" ADD COLUMN "utm_content" text;--> statement-breakpoint
ALTER TABLE "sales" ADD COLUMN "utm_term" text;--> statement-breakpoint
ALTER TABLE "sales" ADD COLUMN "src" text;--> statement-breakpoint
ALTER TABLE "sales" ADD COLUMN "sck" text;