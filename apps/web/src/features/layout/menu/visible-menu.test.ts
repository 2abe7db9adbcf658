import { can, type Permission } from '@taxi/contract/permissions';
import { describe, expect, it } from 'vitest';
import { homeHref, isCollapse, menu, visibleMenu } from './menu-items';

const linksOf = (may: (permission: Permission) => boolean) =>
  visibleMenu(may).flatMap((group) => group.items.flatMap((item) => (isCollapse(item) ? item.children : [item]).map((link) => link.id)));

describe('the menu a role sees (issue 24)', () => {
  it('shows the Admin every entry', () => {
    expect(visibleMenu((permission) => can('Admin', permission))).toEqual(menu);
  });

  it('drops the links a role may not open, and a collapse left empty', () => {
    expect(linksOf((permission) => can('Finance', permission))).toEqual(['overview', 'customers', 'drivers', 'admins', 'trip-types', 'app-settings', 'payments', 'transfers', 'finance-report']);
    const onlyTrips = visibleMenu((permission) => permission === 'trips.read');
    expect(onlyTrips.flatMap((group) => group.items.map((item) => item.id))).toEqual(['trips']);
    expect(visibleMenu(() => false)).toEqual([]);
  });

  it("takes the empty path to the map, else to the first page of the role's menu", () => {
    expect(homeHref((permission) => can('Dispatcher', permission))).toBe('/map');
    expect(homeHref((permission) => can('Finance', permission))).toBe('/dashboard/default');
    expect(homeHref((permission) => permission === 'transfers.read')).toBe('/transfers');
    expect(homeHref(() => false)).toBe('/dashboard/default');
  });
});
