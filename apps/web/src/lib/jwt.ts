/** JWT decoding without verification (the server verifies); messages as SPEC.md §8. */

export const JWT_FORMAT_ERROR = "The inspected token doesn't appear to be a JWT...";
export const JWT_DECODE_ERROR = 'Cannot decode the token.';

function base64UrlDecode(segment: string): string {
  let base64 = segment.replace(/-/g, '+').replace(/_/g, '/');
  switch (base64.length % 4) {
    case 0:
      break;
    case 2:
      base64 += '==';
      break;
    case 3:
      base64 += '=';
      break;
    default:
      throw new Error('Illegal base64url string');
  }
  const binary = atob(base64);
  const bytes = Uint8Array.from(binary, (char) => char.charCodeAt(0));
  return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
}

/** Returns the payload of a JWT; throws JWT_FORMAT_ERROR or JWT_DECODE_ERROR. */
export function decodeToken(token: string): Record<string, unknown> {
  const parts = token.split('.');
  if (parts.length !== 3) throw new Error(JWT_FORMAT_ERROR);
  let payload: unknown;
  try {
    payload = JSON.parse(base64UrlDecode(parts[1] ?? ''));
  } catch {
    throw new Error(JWT_DECODE_ERROR);
  }
  if (typeof payload !== 'object' || payload === null || Array.isArray(payload)) {
    throw new Error(JWT_DECODE_ERROR);
  }
  return payload as Record<string, unknown>;
}

/** Expiry date of the token, or null when it has no numeric `exp` claim. */
export function getTokenExpirationDate(payload: Record<string, unknown>): Date | null {
  return typeof payload.exp === 'number' ? new Date(payload.exp * 1000) : null;
}

/** Expired with zero offset: a token without `exp` never expires (angular-jwt semantics). */
export function isTokenExpired(payload: Record<string, unknown>, now = Date.now()): boolean {
  const expires = getTokenExpirationDate(payload);
  return expires !== null && expires.valueOf() <= now;
}

/** The role claim may be one role or a list of roles (SPEC.md §3). */
export function getTokenRoles(payload: Record<string, unknown>): string[] {
  const role = payload.role;
  if (typeof role === 'string') return [role];
  if (Array.isArray(role)) return role.filter((item): item is string => typeof item === 'string');
  return [];
}
