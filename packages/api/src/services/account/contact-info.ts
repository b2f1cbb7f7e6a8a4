import { type DbOrTx, eq, userContactInfo } from '@afilia/db';
import type { contactInfoInput } from '@afilia/validators';
import type { z } from 'zod';

export interface ContactInfo {
  contactEmail: string;
  phoneNumber: string;
  whatsappNumber: string;
  whatsappCustomLink: string;
  address: string;
}

const EMPTY: ContactInfo = {
  contactEmail: '',
  phoneNumber: '',
  whatsappNumber: '',
  whatsappCustomLink: '',
  address: '',
};

export async function getContactInfo(db: DbOrTx, userId: string): Promise<ContactInfo> {
  const [row] = await db.select().from(userContactInfo).where(eq(userContactInfo.userId, userId)).limit(1);
  if (!row) return EMPTY;
  return {
    contactEmail: row.contactEmail ?? '',
    phoneNumber: row.phoneNumber ?? '',
    whatsappNumber: row.whatsappNumber ?? '',
    whatsappCustomLink: row.whatsappCustomLink ?? '',
    address: row.address ?? '',
  };
}

const orNull = (value: string) => (value === '' ? null : value);

/** Upserts the user's contact record. */
export async function saveContactInfo(
  db: DbOrTx,
  userId: string,
  input: z.output<typeof contactInfoInput>,
): Promise<ContactInfo> {
  const values = {
    contactEmail: orNull(input.contactEmail),
    phoneNumber: orNull(input.phoneNumber),
    whatsappNumber: orNull(input.whatsappNumber),
    whatsappCustomLink: orNull(input.whatsappCustomLink),
    address: orNull(input.address),
    updatedAt: new Date(),
  };
  await db
    .insert(userContactInfo)
    .values({ userId, ...values })
    .onConflictDoUpdate({ target: userContactInfo.userId, set: values });
  return { ...input };
}
