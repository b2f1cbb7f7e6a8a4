import { describe, expect, it } from 'vitest';
import { EMPTY_CONTACT, toContactFormValues } from './contact-form-values';

describe('toContactFormValues', () => {
  it('turns nulls and missing fields into empty strings', () => {
    expect(
      toContactFormValues({ contactEmail: 'a@b.com', phoneNumber: null, whatsappCustomLink: undefined }),
    ).toEqual({ ...EMPTY_CONTACT, contactEmail: 'a@b.com' });
  });

  it('uses the fallback when there is no answer', () => {
    expect(toContactFormValues(undefined)).toEqual(EMPTY_CONTACT);
    expect(toContactFormValues(null, { address: 'Av. Paulista, 1000', whatsappNumber: null })).toEqual({
      ...EMPTY_CONTACT,
      address: 'Av. Paulista, 1000',
    });
  });

  it('prefers the answer over the fallback', () => {
    expect(toContactFormValues(EMPTY_CONTACT, { address: 'x' })).toEqual(EMPTY_CONTACT);
  });
});
