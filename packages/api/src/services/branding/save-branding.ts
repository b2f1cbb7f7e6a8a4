import { brandingSettings, type DbOrTx } from '@afilia/db';
import type { contactInfoInput } from '@afilia/validators';
import type { z } from 'zod';
import type { Branding } from './get-branding';

const orNull = (value: string) => (value === '' ? null : value);

/** Upserts the single branding record (id 1) that the public /contact page shows. */
export async function saveBranding(db: DbOrTx, input: z.output<typeof contactInfoInput>): Promise<Branding> {
  const values = {
    contactEmail: orNull(input.contactEmail),
    phoneNumber: orNull(input.phoneNumber),
    whatsappNumber: orNull(input.whatsappNumber),
    whatsappCustomLink: orNull(input.whatsappCustomLink),
    address: orNull(input.address),
    updatedAt: new Date(),
  };
  await db
    .insert(brandingSettings)
    .values({ id: 1, ...values })
    .onConflictDoUpdate({ target: brandingSettings.id, set: values });
  const { updatedAt: _updatedAt, ...branding } = values;
  return branding;
}
