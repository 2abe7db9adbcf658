/** Escapes text for SVG/XML content and attribute values: nothing a caller passes can become markup. */
export function escapeXml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

/** The font stack of every generated image (no web fonts: nothing is fetched). */
export const FONT_FAMILY = "'Segoe UI', 'Helvetica Neue', Arial, sans-serif";

/** Wraps drawing instructions in an SVG document of the given size. */
export function svgDocument(width: number, height: number, label: string, body: string): string {
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}"` +
    ` role="img" aria-label="${escapeXml(label)}">${body}</svg>`
  );
}

/** A `<text>` element; `content` is escaped here. */
export function svgText(
  content: string,
  attributes: { x: number; y: number; size: number; fill: string; weight?: number; anchor?: 'start' | 'middle' | 'end'; extra?: string },
): string {
  const { x, y, size, fill, weight = 400, anchor = 'start', extra = '' } = attributes;
  return (
    `<text x="${x}" y="${y}" font-family="${FONT_FAMILY}" font-size="${size}" font-weight="${weight}"` +
    ` fill="${fill}" text-anchor="${anchor}"${extra ? ` ${extra}` : ''}>${escapeXml(content)}</text>`
  );
}
