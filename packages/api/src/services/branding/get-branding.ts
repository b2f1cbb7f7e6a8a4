import { brandingSettings, type DbOrTx, eq } from '@afilia/db';

export interface Branding {
  contactEmail: string | null;
  phoneNumber: string | null;
  whatsappNumber: string | null;
  whatsappCustomLink: string | null;
  address: string | null;
}

export const DEFAULT_BRANDING: Branding = {
  contactEmail: 'contato@afilia.app',
  phoneNumber: '+55 11 4000-0000',
  whatsappNumber: '5511940000000',
  whatsappCustomLink: null,
  address: 'Av. Paulista, 1000 - Bela Vista, São Paulo - SP, 01310-100',
};

export async function getBranding(db: DbOrTx): Promise<Branding> {
  const [row] = await db.select().from(brandingSettings).where(eq(brandingSettings.id, 1)).limit(1);
  if (!row) return DEFAULT_BRANDING;
  return {
    contactEmail: row.contactEmail,
    phoneNumber: row.phoneNumber,
    whatsappNumber: row.whatsappNumber,
    whatsappCustomLink: row.whatsappCustomLink,
    address: row.address,
  };
}
