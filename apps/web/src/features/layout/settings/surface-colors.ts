import type { CSSProperties } from 'react';
import type { SurfaceColor } from './layout-settings';

/**
 * CSS variables for a coloured surface (header, navigation, brand). Built from Mantine's
 * variables so that dark mode changes them too.
 */
export function surfaceVars(prefix: string, color: SurfaceColor): CSSProperties {
  const vars: Record<string, string> =
    color === 'default'
      ? {
          bg: 'var(--mantine-color-body)',
          fg: 'var(--mantine-color-text)',
          muted: 'var(--mantine-color-dimmed)',
          hover: 'var(--mantine-color-default-hover)',
          active: 'var(--mantine-primary-color-light)',
          activeFg: 'var(--mantine-primary-color-light-color)',
          border: 'var(--mantine-color-default-border)',
        }
      : {
          bg:
            color === 'dark'
              ? 'light-dark(#1c2230, var(--mantine-color-dark-8))'
              : `light-dark(var(--mantine-color-${color}-7), var(--mantine-color-${color}-9))`,
          fg: '#f1f3f5',
          muted: 'rgba(255, 255, 255, 0.62)',
          hover: 'rgba(255, 255, 255, 0.08)',
          active: 'rgba(255, 255, 255, 0.16)',
          activeFg: '#ffffff',
          border: 'rgba(255, 255, 255, 0.08)',
        };
  return Object.fromEntries(Object.entries(vars).map(([key, value]) => [`--${prefix}-${key}`, value])) as CSSProperties;
}
