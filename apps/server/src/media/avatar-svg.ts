import { AVATAR_TONES } from './palette';
import { FONT_FAMILY, escapeXml, svgDocument } from './svg-text';

const SIZE = 128;

/** A round avatar: the person's initials on a coloured disc. */
export function renderInitialsAvatar(initials: string, tone: number): string {
  const fill = AVATAR_TONES[tone % AVATAR_TONES.length];
  const fontSize = initials.length > 2 ? 42 : 52;
  return svgDocument(
    SIZE,
    SIZE,
    initials,
    `<circle cx="64" cy="64" r="64" fill="${fill}"/>` +
      `<text x="64" y="64" dy="0.35em" text-anchor="middle" font-family="${FONT_FAMILY}" font-size="${fontSize}"` +
      ` font-weight="600" fill="#ffffff">${escapeXml(initials)}</text>`,
  );
}

/** The avatar of someone without a photo: a neutral head-and-shoulders silhouette. */
export function renderDefaultAvatar(): string {
  return svgDocument(
    SIZE,
    SIZE,
    'Default avatar',
    '<circle cx="64" cy="64" r="64" fill="#cfd8dc"/>' +
      '<circle cx="64" cy="50" r="22" fill="#90a4ae"/>' +
      '<path d="M22 112 Q26 80 64 78 Q102 80 106 112 Q88 128 64 128 Q40 128 22 112 Z" fill="#90a4ae"/>',
  );
}
