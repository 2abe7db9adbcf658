import {
  IconBuildingBank,
  IconCar,
  IconCreditCard,
  IconDashboard,
  IconHistory,
  IconPhoneCall,
  IconReportMoney,
  IconRoute,
  IconSettings,
  IconUsers,
  type Icon,
} from '@tabler/icons-react';
import type { Permission } from '@taxi/contract/permissions';
import { paths } from '@/lib/paths';

/** The sidebar of SPEC.md §2.2. Labels are keys of the `layout` namespace (`menu.*`). */
export interface MenuLink {
  id: string;
  labelKey: string;
  href: string;
  icon?: Icon;
  /** What a role needs to see it (issue 24): the permission its page needs. */
  permission: Permission;
}

export interface MenuCollapse {
  id: string;
  labelKey: string;
  icon: Icon;
  children: MenuLink[];
}

export type MenuItem = MenuLink | MenuCollapse;

export interface MenuGroup {
  id: string;
  labelKey: string;
  items: MenuItem[];
}

export const isCollapse = (item: MenuItem): item is MenuCollapse => 'children' in item;

export const menu: MenuGroup[] = [
  {
    id: 'system-items',
    labelKey: 'menu.systemItems',
    items: [
      {
        id: 'dashboard',
        labelKey: 'menu.dashboard',
        icon: IconDashboard,
        children: [
          { id: 'overview', labelKey: 'menu.overview', href: paths.dashboard.default.getHref(), permission: 'dashboard.read' },
          { id: 'map', labelKey: 'menu.map', href: paths.map.getHref(), permission: 'map.read' },
        ],
      },
      { id: 'dispatch', labelKey: 'menu.dispatch', href: paths.dispatch.getHref(), icon: IconPhoneCall, permission: 'dispatch.read' },
      {
        id: 'users',
        labelKey: 'menu.users',
        icon: IconUsers,
        children: [
          { id: 'customers', labelKey: 'menu.customers', href: paths.users.list.getHref('Customer'), permission: 'users.read' },
          { id: 'drivers', labelKey: 'menu.drivers', href: paths.users.list.getHref('Driver'), permission: 'users.read' },
          { id: 'admins', labelKey: 'menu.admins', href: paths.users.list.getHref('Admin'), permission: 'users.read' },
        ],
      },
      {
        id: 'settings',
        labelKey: 'menu.settings',
        icon: IconSettings,
        children: [
          { id: 'trip-types', labelKey: 'menu.tripTypes', href: paths.tripTypes.list.getHref(), permission: 'tripTypes.read' },
          { id: 'app-settings', labelKey: 'menu.appSettings', href: paths.appSettings.getHref(), permission: 'settings.read' },
          { id: 'staff', labelKey: 'menu.staff', href: paths.staff.getHref(), permission: 'staff.manage' },
        ],
      },
      { id: 'vehicles', labelKey: 'menu.vehicles', href: paths.vehicles.list.getHref(), icon: IconCar, permission: 'vehicles.read' },
      { id: 'trips', labelKey: 'menu.trips', href: paths.trips.list.getHref(), icon: IconRoute, permission: 'trips.read' },
      { id: 'payments', labelKey: 'menu.payments', href: paths.payments.list.getHref(), icon: IconCreditCard, permission: 'payments.read' },
      { id: 'transfers', labelKey: 'menu.transfers', href: paths.transfers.list.getHref(), icon: IconBuildingBank, permission: 'transfers.read' },
      { id: 'finance-report', labelKey: 'menu.financeReport', href: paths.reports.finance.getHref(), icon: IconReportMoney, permission: 'reports.read' },
      { id: 'audit', labelKey: 'menu.auditLog', href: paths.audit.getHref(), icon: IconHistory, permission: 'audit.read' },
    ],
  },
];

/**
 * The menu a role sees (issue 24): the links it may open, a group or collapse only while it keeps
 * one. `may` is `useCan()`'s answer.
 */
export function visibleMenu(may: (permission: Permission) => boolean, groups: MenuGroup[] = menu): MenuGroup[] {
  return groups
    .map((group) => ({
      ...group,
      items: group.items
        .map((item) => (isCollapse(item) ? { ...item, children: item.children.filter((link) => may(link.permission)) } : item))
        .filter((item) => (isCollapse(item) ? item.children.length > 0 : may(item.permission))),
    }))
    .filter((group) => group.items.length > 0);
}

/** The first page a role may open, where the shell's empty path takes it: the map, else the first link of its menu. */
export function homeHref(may: (permission: Permission) => boolean): string {
  if (may('map.read')) return paths.map.getHref();
  const first = visibleMenu(may)[0]?.items[0];
  return (first && (isCollapse(first) ? first.children[0]?.href : first.href)) ?? paths.dashboard.default.getHref();
}

/** A link is active on its own path and on the pages below it (`/vehicles/details/3`). */
function isActiveHref(href: string, pathname: string): boolean {
  const path = pathname.replace(/\/+$/, '') || '/';
  return path === href || path.startsWith(`${href}/`);
}

export interface MenuTrail {
  collapse?: MenuCollapse;
  /** None on a page of a section that no single link stands for (a user's details: any role). */
  link?: MenuLink;
}

/** Whether a top-level entry is, or holds, the current page's link. */
export const isInTrail = (trail: MenuTrail | null, item: MenuItem): boolean => trail?.collapse?.id === item.id || trail?.link?.id === item.id;

/**
 * The menu entries leading to the current page, for breadcrumbs, open groups and the highlight:
 * the link of the page or of the pages above it; else the group whose label is `sectionKey`
 * (the route handle's section: a user's details page is in Users, whatever the user's role).
 */
export function findMenuTrail(pathname: string, sectionKey?: string): MenuTrail | null {
  let best: (MenuTrail & { link: MenuLink }) | null = null;
  let section: MenuTrail | null = null;
  for (const group of menu) {
    for (const item of group.items) {
      if (isCollapse(item) && item.labelKey === sectionKey) section = { collapse: item };
      const candidates = isCollapse(item) ? item.children.map((link) => ({ collapse: item, link })) : [{ link: item }];
      for (const candidate of candidates) {
        if (!isActiveHref(candidate.link.href, pathname)) continue;
        if (!best || candidate.link.href.length > best.link.href.length) best = candidate;
      }
    }
  }
  return best ?? section;
}
