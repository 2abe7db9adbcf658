import { hashString } from '../lib/random';

/** Background tones of initials avatars (white text stays readable on each). */
export const AVATAR_TONES = [
  '#1e88e5', '#3949ab', '#5e35b1', '#8e24aa', '#d81b60', '#e53935',
  '#f4511e', '#6d4c41', '#00897b', '#43a047', '#00838f', '#546e7a',
] as const;

/** The tone an avatar gets when the URL does not name one: stable for the same initials. */
export function defaultAvatarTone(initials: string): number {
  return hashString(initials) % AVATAR_TONES.length;
}

/** Vehicle paint colours the fleet uses, by the name stored in `vehicles.color`. */
export const VEHICLE_COLOURS = {
  White: '#f4f5f7',
  Black: '#1f2328',
  Silver: '#c0c4c9',
  Grey: '#6b7280',
  'Dark Blue': '#1e3a8a',
  Blue: '#2f6fdb',
  Red: '#c62828',
  Yellow: '#f2c200',
  Beige: '#d8c8a8',
  Green: '#2e7d32',
} as const;
export type VehicleColour = keyof typeof VEHICLE_COLOURS;
const VEHICLE_COLOUR_NAMES = Object.keys(VEHICLE_COLOURS) as VehicleColour[];

/** `Dark Blue` ↔ `dark-blue`: how a colour travels in a media URL. */
export const colourSlug = (colour: VehicleColour) => colour.toLowerCase().replace(/ /g, '-');
export const colourFromSlug = (slug: string): VehicleColour | undefined =>
  VEHICLE_COLOUR_NAMES.find((colour) => colourSlug(colour) === slug.toLowerCase());
