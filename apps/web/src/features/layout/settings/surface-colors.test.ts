import { describe, expect, it } from 'vitest';
import { AA_TEXT, contrastRatio } from '@/lib/contrast';
import { SURFACE_COLORS } from './layout-settings';
import { SURFACE_PALETTES, surfaceVars, worstContrast } from './surface-colors';

describe('surface colours (header, navigation, brand)', () => {
  it('reads the WCAG ratio right', () => {
    expect(contrastRatio('#ffffff', '#000000')).toBeCloseTo(21, 5);
    expect(contrastRatio('#868e96', '#ffffff')).toBeCloseTo(3.32, 2);
  });

  for (const [color, schemes] of Object.entries(SURFACE_PALETTES)) {
    for (const [scheme, palette] of Object.entries(schemes)) {
      it(`${color} in ${scheme}: text, muted text and the hover and active rows reach 4.5:1`, () => {
        expect(worstContrast(palette)).toBeGreaterThanOrEqual(AA_TEXT);
      });
    }
  }

  it('every colour choice has CSS variables', () => {
    for (const color of SURFACE_COLORS) expect(surfaceVars('nav', color)).toHaveProperty('--nav-fg');
  });
});
