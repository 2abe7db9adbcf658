import { describe, expect, it } from 'vitest';
import enUsers from '../locales/en.json';
import { CREATE_ADMIN_FIELDS, createAdminValidation, emptyCreateAdminValues, valuesToCreateUserBody } from './create-admin-form-values';

const filled = { firstName: 'Ayşe', lastName: 'Yılmaz', email: ' ayse@example.com ', phoneNumber: '+90 533 000 0000', password: 'longenough', role: 'Admin', address: 'Lefkoşa' };

describe('create admin form (SPEC.md §5)', () => {
  it('gives each empty field its own message, in SPEC.md wording with the corrected address text', () => {
    const blank = { ...emptyCreateAdminValues(), role: '' };
    const messages = CREATE_ADMIN_FIELDS.map((field) => {
      const key = createAdminValidation[field](blank[field]);
      return key && key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown>)[part], enUsers);
    });
    expect(messages).toEqual([
      'Please enter the first name.',
      'Please enter the Last Name.',
      'Please enter user email.',
      'Please enter phone number.',
      'Please enter a valid password.',
      'Please enter a Role.',
      'Please enter a valid user address.',
    ]);
  });

  it('counts spaces as empty and a password under 8 characters as invalid', () => {
    expect(createAdminValidation.firstName('   ')).toBe('validation.firstName');
    expect(createAdminValidation.password('1234567')).toBe('validation.password');
    expect(createAdminValidation.password('12345678')).toBeNull();
    for (const field of CREATE_ADMIN_FIELDS) expect(createAdminValidation[field](filled[field])).toBeNull();
  });

  it('sends the whole form, trimmed, as an Admin', () => {
    expect(valuesToCreateUserBody({ ...filled, role: 'Driver' })).toEqual({
      id: 0, prettyId: '', registrationDate: null, firstName: 'Ayşe', lastName: 'Yılmaz', email: 'ayse@example.com', phoneNumber: '+90 533 000 0000',
      password: 'longenough', address: 'Lefkoşa', role: 'Admin', roles: ['Admin'], photoUrl: null,
    });
  });
});
