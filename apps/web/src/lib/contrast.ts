/** WCAG 2 contrast arithmetic on #rrggbb colours. */

const channels = (hex: string) => [1, 3, 5].map((index) => parseInt(hex.slice(index, index + 2), 16));

const toHex = (values: number[]) => `#${values.map((value) => Math.round(value).toString(16).padStart(2, '0')).join('')}`;

/** `top` laid over `bottom` with the given opacity, as the eye sees it. */
export function blend(top: string, bottom: string, opacity: number): string {
  const [a, b] = [channels(top), channels(bottom)];
  return toHex(a.map((value, index) => value * opacity + (b[index] ?? 0) * (1 - opacity)));
}

export function relativeLuminance(hex: string): number {
  const [r = 0, g = 0, b = 0] = channels(hex).map((value) => {
    const v = value / 255;
    return v <= 0.03928 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

export function contrastRatio(first: string, second: string): number {
  const [light, dark] = [relativeLuminance(first), relativeLuminance(second)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

/** WCAG AA for normal-size text. */
export const AA_TEXT = 4.5;
