import encodeQR from '@paulmillr/qr';

/** Light modules around the code (the quiet zone QR readers need: 4 by the standard). */
const QUIET_ZONE = 4;

/**
 * A QR code of `text` as an SVG data URL: dark modules as one path (a run of modules per row is one
 * rectangle) on a white square, so it reads the same on the light and the dark theme. Medium error
 * correction; an otpauth:// URI of a 32-character secret makes a 53 × 53 code (version 9), about 5 KB.
 */
export function qrCodeDataUrl(text: string): string {
  const rows = encodeQR(text, 'raw', { ecc: 'medium', border: 0 });
  const size = rows.length + 2 * QUIET_ZONE;
  let path = '';
  rows.forEach((row, y) => {
    for (let x = 0; x < row.length; x += 1) {
      if (!row[x]) continue;
      let end = x;
      while (row[end + 1]) end += 1;
      path += `M${x + QUIET_ZONE} ${y + QUIET_ZONE}h${end - x + 1}v1h-${end - x + 1}z`;
      x = end;
    }
  });
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${size} ${size}" shape-rendering="crispEdges"><rect width="${size}" height="${size}" fill="#fff"/><path fill="#000" d="${path}"/></svg>`;
  return `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`;
}
