import { describe, expect, it } from 'vitest';
import { contactInfoInput, profileUpdateInput } from './account';
import { adminUserUpdateInput } from './team';

describe('phones on the profile, the admin user edit and the contact settings', () => {
  const valid = ['', '(11) 98765-4321', '+55 11 98765-4321', '11987654321', '+1 415.555.0100'];
  const invalid = ['abc', '1234', '11 9876-abcd', '+55 (11) x', '++55 11 98765-4321'];

  it('accepts a phone as people type it, or none', () => {
    for (const phone of valid) {
      expect(profileUpdateInput.safeParse({ fullName: 'Ana Lima', phone }).success, phone).toBe(true);
      expect(contactInfoInput.safeParse({ phoneNumber: phone }).success, phone).toBe(true);
    }
  });

  it("refuses 'abc' and numbers too short to be called, with the phone message", () => {
    for (const phone of invalid) {
      const profile = profileUpdateInput.safeParse({ fullName: 'Ana Lima', phone });
      expect(profile.success, phone).toBe(false);
      expect(profile.error?.issues[0]?.message, phone).toBe('validation.seller.phoneInvalid');
      expect(contactInfoInput.safeParse({ phoneNumber: phone }).success, phone).toBe(false);
      const admin = adminUserUpdateInput.safeParse({
        userId: '6f1c2b9e-8a3d-4c5e-9f70-1a2b3c4d5e6f',
        fullName: 'Ana Lima',
        email: 'ana@example.com',
        phone,
      });
      expect(admin.success, phone).toBe(false);
    }
  });
});
