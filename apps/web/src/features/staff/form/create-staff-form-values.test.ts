import { describe, expect, it } from 'vitest';
import { createStaffValidation, emptyCreateStaffValues, valuesToCreateStaffBody } from './create-staff-form-values';

describe('the create-staff form', () => {
  it('requires every field and a role, with one message key each', () => {
    const empty = emptyCreateStaffValues();
    expect(createStaffValidation.firstName(empty.firstName)).toBe('validation.firstName');
    expect(createStaffValidation.lastName('  ')).toBe('validation.lastName');
    expect(createStaffValidation.email('')).toBe('validation.email');
    expect(createStaffValidation.phoneNumber('12')).toBe('validation.phoneNumber');
    expect(createStaffValidation.role(empty.role)).toBe('validation.role');
  });

  it('checks the e-mail looks like one', () => {
    expect(createStaffValidation.email('not-an-address')).toBe('validation.emailInvalid');
    expect(createStaffValidation.email(' deniz@example.com ')).toBeNull();
  });

  it('sends the trimmed values with the role', () => {
    expect(valuesToCreateStaffBody({ firstName: ' Deniz ', lastName: 'Kaya ', email: ' deniz@example.com', phoneNumber: ' +90 533 ', role: 'Finance' })).toEqual({
      firstName: 'Deniz', lastName: 'Kaya', email: 'deniz@example.com', phoneNumber: '+90 533', role: 'Finance',
    });
    expect(() => valuesToCreateStaffBody({ ...emptyCreateStaffValues(), firstName: 'A' })).toThrow();
  });
});
