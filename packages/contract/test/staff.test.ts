import { describe, expect, it } from 'vitest';
import { ERROR_CODES } from '../src/errors';
import { ChangeStaffRoleBody, CreateStaffMemberBody, MAX_STAFF_SEARCH_LENGTH, STAFF_STATUSES, StaffMember, StaffPasswordAnswer, StaffQuery, TEMPORARY_PASSWORD_LENGTH } from '../src/staff';
import { accepts, expectShape, issuesOf, parsed } from './support/schema-checks';

const member = {
  id: 7, prettyId: 'FIN-000007', email: 'deniz@example.com', firstName: 'Deniz', lastName: 'Kaya', phoneNumber: '+90 533', role: 'Finance', active: false,
  deactivatedAt: '2026-02-01T10:00:00.000Z', lastSignInAt: null, registrationDate: '2026-01-15T19:30:00.000Z',
};
const body = { firstName: 'Deniz', lastName: 'Kaya', email: 'Deniz@Example.com', phoneNumber: '+90 533 000', role: 'Support' };

describe('staff (issue 24)', () => {
  it('list query: paging, an optional staff role, a status (default all), an optional bounded search', () => {
    expect(parsed(StaffQuery, {})).toEqual({ pageNumber: 1, pageSize: 10, status: 'all' });
    expect(parsed(StaffQuery, { role: 'Viewer', status: 'deactivated', search: ' kaya ' })).toEqual({ pageNumber: 1, pageSize: 10, role: 'Viewer', status: 'deactivated', search: 'kaya' });
    expect(parsed(StaffQuery, { role: '', status: '', search: '' })).toEqual({ pageNumber: 1, pageSize: 10, status: 'all' });
    expect(STAFF_STATUSES).toEqual(['active', 'deactivated', 'all']);
    for (const role of ['Driver', 'Customer', 'admin']) expect(accepts(StaffQuery, { role })).toBe(false);
    expect(accepts(StaffQuery, { status: 'gone' })).toBe(false);
    expect(accepts(StaffQuery, { search: 's'.repeat(MAX_STAFF_SEARCH_LENGTH) })).toBe(true);
    expect(accepts(StaffQuery, { search: 's'.repeat(MAX_STAFF_SEARCH_LENGTH + 1) })).toBe(false);
  });

  it('answers carry every field', () => {
    expectShape(StaffMember, member);
    expectShape(StaffPasswordAnswer, { member, temporaryPassword: 'Hk7p-9mQa-x3Zt-Wq2e' });
    expect(TEMPORARY_PASSWORD_LENGTH).toBe(16);
  });

  it('create: names, e-mail (lower-cased), phone and a staff role, each required', () => {
    expect(parsed(CreateStaffMemberBody, body)).toEqual({ ...body, email: 'deniz@example.com' });
    expect(issuesOf(CreateStaffMemberBody, { ...body, firstName: ' ' })).toEqual(['firstName: First name is required']);
    expect(issuesOf(CreateStaffMemberBody, { ...body, lastName: undefined })).toEqual(['lastName: Last name is required']);
    expect(issuesOf(CreateStaffMemberBody, { ...body, email: undefined })).toEqual(['email: E-mail is required']);
    expect(issuesOf(CreateStaffMemberBody, { ...body, phoneNumber: '1' })).toEqual(['phoneNumber: Phone number is required']);
    for (const role of ['Driver', 'Customer', undefined, 'Owner']) expect(accepts(CreateStaffMemberBody, { ...body, role })).toBe(false);
    for (const role of ['Admin', 'Finance', 'Support', 'Dispatcher', 'Viewer']) expect(accepts(CreateStaffMemberBody, { ...body, role })).toBe(true);
  });

  it('change role: a staff role only', () => {
    expect(parsed(ChangeStaffRoleBody, { role: 'Admin' })).toEqual({ role: 'Admin' });
    expect(accepts(ChangeStaffRoleBody, { role: 'Driver' })).toBe(false);
    expect(accepts(ChangeStaffRoleBody, {})).toBe(false);
  });

  it('names each refusal with its own error code', () => {
    for (const code of ['staff.last_admin', 'staff.cannot_deactivate_self', 'staff.cannot_reset_self', 'staff.not_staff', 'staff.already_in_role', 'staff.already_deactivated', 'staff.already_active']) {
      expect(ERROR_CODES).toContain(code);
    }
  });
});
