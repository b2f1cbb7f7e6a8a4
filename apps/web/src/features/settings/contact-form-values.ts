/** The five contact fields, shared by the user's contact information and the platform's branding record. */
export const CONTACT_FIELDS = [
  'contactEmail',
  'phoneNumber',
  'whatsappNumber',
  'whatsappCustomLink',
  'address',
] as const;
export type ContactField = (typeof CONTACT_FIELDS)[number];
export type ContactFormValues = Record<ContactField, string>;

export const EMPTY_CONTACT: ContactFormValues = {
  contactEmail: '',
  phoneNumber: '',
  whatsappNumber: '',
  whatsappCustomLink: '',
  address: '',
};

/** Form values from a server answer (missing or null fields become ''), or the fallback when there is none. */
export function toContactFormValues(
  source: Partial<Record<ContactField, string | null | undefined>> | null | undefined,
  fallback: Partial<Record<ContactField, string | null | undefined>> = EMPTY_CONTACT,
): ContactFormValues {
  const from = source ?? fallback;
  const values = { ...EMPTY_CONTACT };
  for (const field of CONTACT_FIELDS) values[field] = from[field] ?? '';
  return values;
}
