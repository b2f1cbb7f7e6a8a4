import { type DbOrTx, eq, inArray, payoutSettings, profiles, userContactInfo, users } from '@afilia/db';
import { phoneDigits, taxIdDigits } from '@afilia/validators';

/**
 * Someone who would earn from the sale (the reseller) or receive it (the producer), with every detail they are
 * known by on the platform: account and contact emails, phones, and the CPF/CNPJ, phone or email of their Pix
 * key. Values are as stored; the comparison normalises them.
 */
export interface SaleParty {
  userId: string;
  emails: string[];
  phones: string[];
  /** CPF or CNPJ, punctuated or not. */
  documents: string[];
}

/** Who is buying: the signed-in user, if any, and what the checkout form carries. */
export interface Buyer {
  sessionUserId: string | null;
  email: string;
  /** CPF or CNPJ. */
  document: string;
  phone: string;
}

/** Providers that ignore dots in the local part: `a.b@gmail.com` and `ab@googlemail.com` are one mailbox. */
const DOTLESS_DOMAINS = new Set(['gmail.com', 'googlemail.com']);

/**
 * One form per mailbox: lowercased, without a `+tag`, and for Gmail without the dots of the local part and
 * with googlemail.com as gmail.com. Only for telling whether two addresses reach the same person; the address
 * the buyer typed is what is stored and written to.
 */
export function canonicalEmail(email: string): string {
  const address = email.trim().toLowerCase();
  const at = address.lastIndexOf('@');
  if (at <= 0) return address;
  let local = address.slice(0, at);
  let domain = address.slice(at + 1);
  const plus = local.indexOf('+');
  if (plus > 0) local = local.slice(0, plus);
  if (DOTLESS_DOMAINS.has(domain)) {
    domain = 'gmail.com';
    local = local.replaceAll('.', '');
  }
  return `${local}@${domain}`;
}

/** A phone as its national digits (DDD and number, without +55), or null when too short to be one. */
export function nationalPhone(value: string): string | null {
  const digits = phoneDigits(value).replace(/^0+/, '');
  return digits.length >= 10 ? digits : null;
}

/** A CPF (11 digits) or CNPJ (14) as digits, or null when it is neither. */
export function documentDigits(value: string): string | null {
  const digits = taxIdDigits(value);
  return digits.length === 11 || digits.length === 14 ? digits : null;
}

/**
 * A purchase earns no commission when the buyer is the reseller or the producer: signed in as either, or
 * giving an email that reaches the same mailbox (see `canonicalEmail`), the same CPF/CNPJ or the same phone
 * (digits only, with or without +55) as either is known by. So a reseller cannot earn on their own purchase by
 * decorating their address or buying while signed out.
 */
export function isSelfPurchase(buyer: Buyer, parties: SaleParty[]): boolean {
  const email = canonicalEmail(buyer.email);
  const document = documentDigits(buyer.document);
  const phone = nationalPhone(buyer.phone);
  return parties.some(
    (party) =>
      party.userId === buyer.sessionUserId ||
      party.emails.some((known) => canonicalEmail(known) === email) ||
      (document !== null && party.documents.some((known) => documentDigits(known) === document)) ||
      (phone !== null && party.phones.some((known) => nationalPhone(known) === phone)),
  );
}

/** The parties' details (see `SaleParty`), one query for all of them. */
export async function salePartyDetails(db: DbOrTx, userIds: string[]): Promise<SaleParty[]> {
  if (userIds.length === 0) return [];
  const rows = await db
    .select({
      userId: users.id,
      accountEmail: users.email,
      profileEmail: profiles.email,
      profilePhone: profiles.phone,
      contactEmail: userContactInfo.contactEmail,
      contactPhone: userContactInfo.phoneNumber,
      whatsapp: userContactInfo.whatsappNumber,
      pixKeyType: payoutSettings.pixKeyType,
      pixKey: payoutSettings.pixKey,
    })
    .from(users)
    .leftJoin(profiles, eq(profiles.id, users.id))
    .leftJoin(userContactInfo, eq(userContactInfo.userId, users.id))
    .leftJoin(payoutSettings, eq(payoutSettings.userId, users.id))
    .where(inArray(users.id, userIds));
  return rows.map((row) => {
    const pix = row.pixKey ?? null;
    const present = (values: (string | null)[]) => values.filter((value): value is string => !!value);
    return {
      userId: row.userId,
      emails: present([
        row.accountEmail,
        row.profileEmail,
        row.contactEmail,
        row.pixKeyType === 'EMAIL' ? pix : null,
      ]),
      phones: present([
        row.profilePhone,
        row.contactPhone,
        row.whatsapp,
        row.pixKeyType === 'PHONE' ? pix : null,
      ]),
      documents: present([row.pixKeyType === 'CPF' || row.pixKeyType === 'CNPJ' ? pix : null]),
    };
  });
}
