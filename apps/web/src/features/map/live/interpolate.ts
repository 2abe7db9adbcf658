/** How long a car glides from its previous position to a new one, ms (the stream sends about once a second). */
export const GLIDE_MS = 1_000;

/** Progress 0..1 of a glide that started at `startedAt`, at `now`. */
export const glideProgress = (startedAt: number, now: number, duration = GLIDE_MS) =>
  duration <= 0 ? 1 : Math.min(1, Math.max(0, (now - startedAt) / duration));

export const lerp = (from: number, to: number, progress: number) => from + (to - from) * progress;

/** Angles in degrees 0..360, the short way round (350° → 10° passes north). */
export function lerpAngle(from: number, to: number, progress: number): number {
  const delta = ((((to - from) % 360) + 540) % 360) - 180;
  return (((from + delta * progress) % 360) + 360) % 360;
}

/** Compass bearing in degrees from one point to another (0 north, 90 east); null when they are the same. */
export function bearing(fromLat: number, fromLon: number, toLat: number, toLon: number): number | null {
  if (fromLat === toLat && fromLon === toLon) return null;
  const radians = Math.PI / 180;
  const y = Math.sin((toLon - fromLon) * radians) * Math.cos(toLat * radians);
  const x = Math.cos(fromLat * radians) * Math.sin(toLat * radians) - Math.sin(fromLat * radians) * Math.cos(toLat * radians) * Math.cos((toLon - fromLon) * radians);
  return ((Math.atan2(y, x) / radians) % 360 + 360) % 360;
}
