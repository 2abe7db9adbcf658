import type { DocumentType } from '@taxi/contract';
import { colourSlug, type VehicleColour } from './palette';
import type { BodyStyle } from './vehicle-svg';

/**
 * The URLs of generated images, as the demo writes them into photo_url, document_url and
 * image_url. media-routes.ts parses exactly these shapes.
 */
export const MEDIA_PREFIX = '/media';

export const DEFAULT_AVATAR_URL = `${MEDIA_PREFIX}/avatars/default.svg`;

export const avatarUrl = (initials: string, tone: number) =>
  `${MEDIA_PREFIX}/avatars/${encodeURIComponent(initials)}.svg?tone=${tone}`;

export const documentImageUrl = (type: DocumentType, serial: number, holder: string) =>
  `${MEDIA_PREFIX}/documents/${type}-${serial}.svg?holder=${encodeURIComponent(holder)}`;

export const vehicleImageUrl = (style: BodyStyle, colour: VehicleColour, plate: string) =>
  `${MEDIA_PREFIX}/vehicles/${style}.svg?color=${colourSlug(colour)}&plate=${encodeURIComponent(plate)}`;
