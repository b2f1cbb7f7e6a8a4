-- email_outbox.attachments: files sent with an email (the PDF receipt of a plan invoice), rendered when the
-- email is enqueued and stored with it as base64, so a retried delivery sends the same bytes (ADR 030).
ALTER TABLE "email_outbox" ADD COLUMN "attachments" jsonb DEFAULT '[]'::jsonb NOT NULL;