import { createTheme, type ButtonProps, type CSSVariablesResolver, type MantineTheme, type MenuProps } from '@mantine/core';

/** Our own files (styles/fonts.css, docs/web-fonts.md); a system font only for a character they lack. */
const INTER = "'Inter Variable', sans-serif";

export const theme = createTheme({
  primaryColor: 'indigo',
  // Shade 8 (#3b5bdb): white on the filled primary and primary links on white reach 5.7:1
  // (shade 6 was 4.3:1, under WCAG AA's 4.5:1).
  primaryShade: { light: 8, dark: 8 },
  defaultRadius: 'md',
  fontFamily: INTER,
  fontFamilyMonospace: "'JetBrains Mono', monospace",
  headings: { fontFamily: INTER, fontWeight: '700' },
  cursorType: 'pointer',
  // md = 62em = 992 px: the mobile breakpoint of SPEC.md §2.2.
  breakpoints: { xs: '36em', sm: '48em', md: '62em', lg: '75em', xl: '88em' },
  components: {
    // The focus placeholder is a role=presentation child of role=menu (axe aria-required-children);
    // without it focus goes to the first item when the menu is opened from the keyboard.
    // A plain object, not Menu.extend(): importing Menu here would put it (and Floating UI) in the
    // entry chunk that the sign-in page loads.
    Menu: { defaultProps: { withInitialFocusPlaceholder: false } satisfies Partial<MenuProps> },
    // A red light button (Reject) keeps 4.5:1 in every state (issue 21, item 20): Mantine's red-9
    // text is 4.5:1 at rest but 3.8:1 on the hovered red-2, which axe sampled whenever the pointer
    // was left on the button (Approve turns into Reject under it). Same plain-object reason as Menu.
    Button: { vars: dangerLightButton },
  },
});

/** The text colours of a `color="red" variant="light"` button, enabled and disabled (below). */
function dangerLightButton(_theme: MantineTheme, props: ButtonProps) {
  const dangerLight = props.color === 'red' && props.variant === 'light';
  return { root: dangerLight ? { '--button-color': 'var(--app-danger-light-color)', '--mantine-color-disabled-color': 'var(--app-danger-light-disabled-color)' } : {} };
}

/**
 * Dimmed, error and red-button texts that stay readable (WCAG AA, 4.5:1) on the body, cards and the light
 * grey surfaces of each scheme: Mantine's own are 3.3:1 (#868e96, #fa5252 on white) and 4.0:1
 * (#828282 on the dark body); dark dimmed stays 4.5:1 on a hovered menu item (dark-4).
 */
export const cssVariablesResolver: CSSVariablesResolver = () => ({
  variables: {},
  light: {
    '--mantine-color-dimmed': '#5c636a',
    '--mantine-color-error': 'var(--mantine-color-red-9)',
    // Red light buttons: 6.2:1 on red-1 at rest, 5.2:1 on the hovered red-2 (red-9 was 3.8:1).
    '--app-danger-light-color': '#a51d1d',
    // ...and disabled (while its document is saved): gray-7 on gray-2, 6.9:1 (gray-5 was 1.8:1).
    '--app-danger-light-disabled-color': 'var(--mantine-color-gray-7)',
  },
  dark: {
    '--mantine-color-dimmed': '#b0b0b0',
    '--mantine-color-error': 'var(--mantine-color-red-5)',
    // Mantine's red-0 on its dark red: 11.8:1 at rest, 8.4:1 hovered.
    '--app-danger-light-color': 'var(--mantine-color-red-light-color)',
    // Disabled: dark-1 on dark-6, 6.9:1 (Mantine's dark-3 was 3.5:1).
    '--app-danger-light-disabled-color': 'var(--mantine-color-dark-1)',
  },
});
