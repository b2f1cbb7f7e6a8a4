import { sql } from 'drizzle-orm';
import { check, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/** The platform's public contact data, a single row with id 1. */
export const brandingSettings = pgTable(
  'branding_settings',
  {
    id: integer('id').primaryKey().default(1),
    contactEmail: text('contact_email'),
    phoneNumber: text('phone_number'),
    whatsappNumber: text('whatsapp_number'),
    whatsappCustomLink: text('whatsapp_custom_link'),
    address: text('address'),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check('branding_settings_single_row', sql`${t.id} = 1`)],
);
