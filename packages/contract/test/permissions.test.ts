import { describe, expect, it } from 'vitest';
import { OWN_ACCOUNT_PERMISSIONS, PERMISSIONS, ROLES, ROLE_PERMISSIONS, STAFF_ROLES, can, isStaffRole } from '../src/permissions';

describe('role → permissions (issue 24)', () => {
  it('gives the Admin every permission, and no role a permission that does not exist', () => {
    expect([...ROLE_PERMISSIONS.Admin].sort()).toEqual([...PERMISSIONS].sort());
    for (const role of STAFF_ROLES) for (const permission of ROLE_PERMISSIONS[role]) expect(PERMISSIONS).toContain(permission);
  });

  it('lets the Viewer read everything and export or change nothing but their own second factor', () => {
    expect(ROLE_PERMISSIONS.Viewer.filter((permission) => !permission.endsWith('.read'))).toEqual([...OWN_ACCOUNT_PERMISSIONS]);
    expect(PERMISSIONS.filter((permission) => permission.endsWith('.read')).every((permission) => can('Viewer', permission))).toBe(true);
  });

  it('keeps staff and settings with the Admin alone', () => {
    for (const permission of ['staff.manage', 'settings.write', 'tripTypes.write', 'users.delete'] as const) {
      expect(STAFF_ROLES.filter((role) => can(role, permission))).toEqual(['Admin']);
    }
  });

  it('gives each role its duties: Finance pays out, Support verifies, the Dispatcher watches the map', () => {
    expect(can('Finance', 'transfers.decide')).toBe(true);
    expect(can('Finance', 'users.verify')).toBe(false);
    expect(can('Support', 'documents.review') && can('Support', 'vehicles.verify') && can('Support', 'trips.read')).toBe(true);
    expect(can('Support', 'transfers.read')).toBe(false);
    expect(can('Dispatcher', 'map.read') && can('Dispatcher', 'vehicles.read')).toBe(true);
    expect(can('Dispatcher', 'users.verify')).toBe(false);
  });

  it('lets every staff role, and no one else, manage their own second factor', () => {
    expect(STAFF_ROLES.filter((role) => can(role, 'account.security'))).toEqual([...STAFF_ROLES]);
    expect(can('Customer', 'account.security') || can('Driver', 'account.security')).toBe(false);
  });

  it('gives customers, drivers and unknown roles nothing', () => {
    for (const permission of PERMISSIONS) {
      expect(can('Customer', permission) || can('Driver', permission) || can('Root', permission) || can(null, permission)).toBe(false);
    }
    expect(ROLES.filter(isStaffRole)).toEqual([...STAFF_ROLES]);
  });
});
