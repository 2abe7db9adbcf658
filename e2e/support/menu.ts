/** Every entry of the sidebar (SPEC.md §2.2) with its group, label, route and page title. */
export const MENU_ENTRIES = [
  { group: 'Dashboard', label: 'Overview', url: '/dashboard/default', title: 'Overview' },
  { group: 'Dashboard', label: 'Map', url: '/map', title: 'Map' },
  { group: 'Users', label: 'Customers', url: '/users/Customer', title: 'Customers' },
  { group: 'Users', label: 'Drivers', url: '/users/Driver', title: 'Drivers' },
  { group: 'Users', label: 'Admins', url: '/users/Admin', title: 'Admins' },
  { group: 'Settings', label: 'Trip Types', url: '/triptypes', title: 'Trip Types' },
  { group: 'Settings', label: 'App Settings', url: '/appsettings', title: 'App Settings' },
  { group: 'Settings', label: 'Staff', url: '/staff', title: 'Staff' },
  { group: null, label: 'Vehicles', url: '/vehicles', title: 'Vehicles' },
  { group: null, label: 'Trips', url: '/trips', title: 'Trips' },
  { group: null, label: 'Payments', url: '/payments', title: 'Payments' },
  { group: null, label: 'Transfers', url: '/transfers', title: 'Transfers' },
  { group: null, label: 'Audit log', url: '/audit', title: 'Audit log' },
] as const;
