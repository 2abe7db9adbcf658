import { describe, expect, it } from 'vitest';
import { DEFAULT_LAYOUT_SETTINGS, parseLayoutSettings } from './layout-settings';
import { findMenuTrail } from '../menu/menu-items';

describe('layout settings (SPEC.md §1)', () => {
  it('has the listed defaults', () => {
    expect(DEFAULT_LAYOUT_SETTINGS).toMatchObject({
      layout: 'vertical',
      collapsed: false,
      darkMode: false,
      rtl: false,
      boxLayout: false,
      fixedNav: false,
      fixedHeader: false,
      navBackgroundImage: false,
      navIconColor: false,
      hideListTitle: false,
      navColor: 'dark',
      language: 'en',
    });
  });

  it('falls back field by field on garbage', () => {
    expect(parseLayoutSettings('garbage')).toEqual(DEFAULT_LAYOUT_SETTINGS);
    expect(parseLayoutSettings({ rtl: true, layout: 'diagonal', language: 'xx' })).toEqual({ ...DEFAULT_LAYOUT_SETTINGS, rtl: true });
  });
});

describe('menu trail', () => {
  it('finds the entries leading to a page', () => {
    expect(findMenuTrail('/users/Driver')).toMatchObject({ collapse: { id: 'users' }, link: { id: 'drivers' } });
    expect(findMenuTrail('/vehicles/details/4')?.link?.id).toBe('vehicles');
    expect(findMenuTrail('/nowhere')).toBeNull();
  });
  it("puts a user's details page in Users, whatever the user's role (the route handle's section)", () => {
    expect(findMenuTrail('/users/details/123', 'menu.users')).toEqual({ collapse: expect.objectContaining({ id: 'users' }) });
    // a page's own link wins over its section
    expect(findMenuTrail('/users/Driver', 'menu.users')).toMatchObject({ link: { id: 'drivers' } });
  });
});
