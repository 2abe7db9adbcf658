const base64Url = (text: string) =>
  btoa(String.fromCharCode(...new TextEncoder().encode(text)))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '');

/** An unsigned JWT with the given payload (the web never verifies signatures). */
export function fakeJwt(payload: Record<string, unknown>): string {
  return `${base64Url(JSON.stringify({ alg: 'HS256', typ: 'JWT' }))}.${base64Url(JSON.stringify(payload))}.signature`;
}

export const adminUser = { id: 1, email: 'admin@demo.taxi', firstName: 'Demo', lastName: 'Admin', photoUrl: null, role: 'Admin' as const };

/** Stores a session as a successful sign-in would. */
export function storeSession(role: string | string[] = 'Admin', expiresInSeconds = 3600, user: unknown = adminUser) {
  const token = fakeJwt({ sub: '1', role, exp: Math.floor(Date.now() / 1000) + expiresInSeconds });
  window.localStorage.setItem('authToken', token);
  window.localStorage.setItem('user', JSON.stringify(user));
  return token;
}
