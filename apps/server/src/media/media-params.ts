import { DOCUMENT_TYPES, type DocumentType } from '@taxi/contract';
import { z } from 'zod';
import { colourFromSlug, defaultAvatarTone, AVATAR_TONES, type VehicleColour } from './palette';
import { BODY_STYLES, type BodyStyle } from './vehicle-svg';

/** Parsers of the media URL parts: anything that is not exactly what the demo writes is refused. */

export type Parsed<T> = { ok: true; value: T } | { ok: false; message: string };

const fail = (message: string): Parsed<never> => ({ ok: false, message });

const INITIALS = /^(\p{L}{1,3})\.svg$/u;
const DOCUMENT_FILE = /^([A-Za-z]+)-(\d{1,9})\.svg$/;
const VEHICLE_FILE = /^([a-z]+)\.svg$/;
/** Names and plates: letters (any script), digits, spaces and . , ' ’ - · — no markup characters. */
const HOLDER = /^[\p{L}\p{M}\p{N} .,'’·-]{1,80}$/u;
const PLATE = /^[A-Z0-9][A-Z0-9 -]{0,10}[A-Z0-9]$/;

const Tone = z.coerce.number().int().min(0).max(AVATAR_TONES.length - 1);

export function parseAvatar(file: string, tone: unknown): Parsed<{ initials: string; tone: number }> {
  const match = INITIALS.exec(file);
  if (!match?.[1]) return fail('Avatar name must be 1 to 3 letters followed by .svg');
  const initials = match[1];
  if (tone === undefined) return { ok: true, value: { initials, tone: defaultAvatarTone(initials) } };
  const parsedTone = Tone.safeParse(tone);
  if (!parsedTone.success) return fail(`tone must be a whole number from 0 to ${AVATAR_TONES.length - 1}`);
  return { ok: true, value: { initials, tone: parsedTone.data } };
}

export function parseDocument(file: string, holder: unknown): Parsed<{ type: DocumentType; serial: number; holder: string }> {
  const match = DOCUMENT_FILE.exec(file);
  const type = DOCUMENT_TYPES.find((candidate) => candidate === match?.[1]);
  if (!match || !type) return fail(`Document image must be <${DOCUMENT_TYPES.join('|')}>-<number>.svg`);
  if (typeof holder !== 'string' || !HOLDER.test(holder)) {
    return fail('holder must be 1 to 80 letters, digits, spaces or . , \' -');
  }
  return { ok: true, value: { type, serial: Number(match[2]), holder } };
}

export function parseVehicle(file: string, colour: unknown, plate: unknown): Parsed<{ style: BodyStyle; colour: VehicleColour; plate: string }> {
  const style = BODY_STYLES.find((candidate) => candidate === VEHICLE_FILE.exec(file)?.[1]);
  if (!style) return fail(`Vehicle image must be <${BODY_STYLES.join('|')}>.svg`);
  const paint = typeof colour === 'string' ? colourFromSlug(colour) : undefined;
  if (!paint) return fail('color must be a known vehicle colour');
  if (typeof plate !== 'string' || !PLATE.test(plate)) return fail('plate must be 2 to 12 capital letters, digits, spaces or dashes');
  return { ok: true, value: { style, colour: paint, plate } };
}
