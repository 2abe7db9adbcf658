/** Badge colours per top-level entry when "Nav icon colour" is on. */
export const ICON_COLORS: Record<string, string> = {
  dashboard: 'var(--mantine-color-indigo-6)',
  users: 'var(--mantine-color-teal-6)',
  settings: 'var(--mantine-color-grape-6)',
  vehicles: 'var(--mantine-color-orange-6)',
  trips: 'var(--mantine-color-blue-6)',
  payments: 'var(--mantine-color-green-7)',
  transfers: 'var(--mantine-color-red-6)',
};
