-- The push-notification switch is gone: the app sends no push notifications, and a switch that does
-- nothing misleads. Its column goes with it.
ALTER TABLE "profiles" DROP COLUMN "notify_push";