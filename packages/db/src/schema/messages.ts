import { LOCALES } from '@afilia/validators';
import { sql } from 'drizzle-orm';
import { bigint, index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

export const EMAIL_STATUSES = ['pending', 'sent', 'failed', 'logged'] as const;

/** A file sent with an email (a PDF receipt), stored with it: `content` is base64. */
export interface EmailAttachment {
  filename: string;
  contentType: string;
  content: string;
}

/** Every email the platform sends. Without SMTP the outbox (and the log) is the delivery. */
export const emailOutbox = pgTable(
  'email_outbox',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** Insertion order: unique and increasing, where two rows can share a created_at (one transaction). */
    seq: bigint('seq', { mode: 'number' }).generatedAlwaysAsIdentity(),
    to: text('to').notNull(),
    subject: text('subject').notNull(),
    html: text('html').notNull(),
    text: text('text').notNull(),
    template: text('template').notNull(),
    locale: text('locale', { enum: LOCALES }).notNull(),
    /** Files sent with the email, rendered when it was enqueued (ADR 030); most emails have none. */
    attachments: jsonb('attachments').$type<EmailAttachment[]>().notNull().default(sql`'[]'::jsonb`),
    status: text('status', { enum: EMAIL_STATUSES }).notNull().default('pending'),
    error: text('error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
  },
  (t) => [index('email_outbox_created_idx').on(t.createdAt)],
);

export const contactMessages = pgTable('contact_messages', {
  id: uuid('id').primaryKey().defaultRandom(),
  name: text('name').notNull(),
  email: text('email').notNull(),
  subject: text('subject').notNull(),
  message: text('message').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
