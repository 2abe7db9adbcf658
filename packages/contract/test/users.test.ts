import { describe, expect, it } from 'vitest';
import { CreateUserBody, CreateUserResponse, DELETE_USER_STATUS, MAX_USER_SEARCH_LENGTH, ONLY_ADMIN, UserDetails, UserListItem, UsersQuery, prettyId } from '../src/users';
import { accepts, expectShape, issuesOf, parsed } from './support/schema-checks';
import { document } from './support/samples';

const listItem = {
  id: 42, prettyId: 'DRV-000042', firstName: 'Ali', lastName: 'Kaya', email: 'ali@example.com', phoneNumber: '+90', registrationDate: '2026-01-15T19:30:00.000Z',
  photoUrl: null, role: 'Driver', verificationStatus: 0,
};
const details = {
  ...listItem, emailConfirmed: true, phoneNumberConfirmed: false, address: 'Girne', rating: 4.5, balance: -100, verifiedUntil: null, rejectionReason: null,
  isAllDocumentApproved: false, documents: [document], vehiclesCount: 1, transfersCount: 2, transfersTotalAmount: 300, paymentsCount: 4, paymentsTotalAmount: 500, twoFactorEnabled: false, iban: null,
};
const admin = { firstName: 'Ayşe', lastName: 'Yılmaz', email: 'Ayse@Example.com', phoneNumber: '+90 533', password: 'long-enough', address: 'Lefkoşa' };

describe('users', () => {
  it('pretty ids name the role and pad the number', () => {
    expect(prettyId('Driver', 42)).toBe('DRV-000042');
    expect(prettyId('Customer', 1)).toBe('CUS-000001');
    expect(prettyId('Admin', 1_234_567)).toBe('ADM-1234567');
  });

  it('list query: one role and an optional search', () => {
    expect(parsed(UsersQuery, { Role: 'Driver', search: '  drv-42 ' })).toEqual({ pageNumber: 1, pageSize: 10, Role: 'Driver', search: 'drv-42' });
    expect(parsed(UsersQuery, { Role: 'Admin', search: '' })).toEqual({ pageNumber: 1, pageSize: 10, Role: 'Admin' });
    expect(MAX_USER_SEARCH_LENGTH).toBe(100);
    expect(accepts(UsersQuery, { Role: 'Admin', search: 's'.repeat(100) })).toBe(true);
    expect(accepts(UsersQuery, { Role: 'Admin', search: 's'.repeat(101) })).toBe(false);
    expect(accepts(UsersQuery, {})).toBe(false);
    expect(accepts(UsersQuery, { Role: 'Owner' })).toBe(false);
  });

  it('answers carry every field', () => {
    expectShape(UserListItem, listItem);
    expectShape(UserDetails, details);
    expect(CreateUserResponse).toBe(UserDetails);
    expect(DELETE_USER_STATUS).toBe(204);
  });

  it('the create-admin form: every field required and bounded, e-mail lower-cased', () => {
    expect(parsed(CreateUserBody, { ...admin, role: 'Admin', roles: ['Admin'], photoUrl: null, id: 0, prettyId: '', registrationDate: '' })).toEqual({
      ...admin, email: 'ayse@example.com', role: 'Admin', roles: ['Admin'], photoUrl: null, id: 0, prettyId: '', registrationDate: '',
    });
    expect(parsed(CreateUserBody, admin)).toEqual({ ...admin, email: 'ayse@example.com' });
    expect(issuesOf(CreateUserBody, { ...admin, firstName: undefined })).toEqual(['firstName: First name is required']);
    expect(issuesOf(CreateUserBody, { ...admin, firstName: ' ' })).toEqual(['firstName: First name is required']);
    expect(issuesOf(CreateUserBody, { ...admin, lastName: undefined })).toEqual(['lastName: Last name is required']);
    expect(issuesOf(CreateUserBody, { ...admin, lastName: '' })).toEqual(['lastName: Last name is required']);
    expect(issuesOf(CreateUserBody, { ...admin, email: undefined })).toEqual(['email: E-mail is required']);
    expect(issuesOf(CreateUserBody, { ...admin, phoneNumber: undefined })).toEqual(['phoneNumber: Phone number is required']);
    expect(issuesOf(CreateUserBody, { ...admin, phoneNumber: '12' })).toEqual(['phoneNumber: Phone number is required']);
    expect(issuesOf(CreateUserBody, { ...admin, password: undefined })).toEqual(['password: Password is required']);
    expect(issuesOf(CreateUserBody, { ...admin, address: undefined })).toEqual(['address: Address is required']);
    expect(issuesOf(CreateUserBody, { ...admin, address: '' })).toEqual(['address: Address is required']);
    for (const [field, max] of [['firstName', 100], ['lastName', 100], ['phoneNumber', 40], ['address', 500]] as const) {
      expect(accepts(CreateUserBody, { ...admin, [field]: 'a'.repeat(max) }), field).toBe(true);
      expect(accepts(CreateUserBody, { ...admin, [field]: 'a'.repeat(max + 1) }), field).toBe(false);
    }
    expect(accepts(CreateUserBody, { ...admin, role: 'r'.repeat(21) })).toBe(false);
    expect(accepts(CreateUserBody, { ...admin, roles: ['Admin', 'Admin', 'Admin', 'Admin'] })).toBe(false);
    expect(accepts(CreateUserBody, { ...admin, roles: ['Admin', 'Admin', 'Admin'] })).toBe(true);
    expect(accepts(CreateUserBody, { ...admin, roles: [] })).toBe(true);
    // another role is refused by name, never turned into an Admin (DESIGN.md §4)
    expect(issuesOf(CreateUserBody, { ...admin, role: 'Customer' })).toEqual([`role: ${ONLY_ADMIN}`]);
    expect(issuesOf(CreateUserBody, { ...admin, role: 'admin' })).toEqual([`role: ${ONLY_ADMIN}`]);
    expect(issuesOf(CreateUserBody, { ...admin, roles: ['Admin', 'Driver'] })).toEqual([`roles: ${ONLY_ADMIN}`]);
    expect(accepts(CreateUserBody, { ...admin, photoUrl: 'p'.repeat(2001) })).toBe(false);
    expect(accepts(CreateUserBody, { ...admin, password: 'short' })).toBe(false);
  });
});
