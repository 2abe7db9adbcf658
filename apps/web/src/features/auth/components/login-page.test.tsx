import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { adminUser, fakeJwt } from '@/test/fake-jwt';
import { renderRoutes } from '@/test/render';
import { session } from '@/lib/session';
import { LoginPage } from './login-page';

const routes = [
  { path: '/login', element: <LoginPage /> },
  { path: '/', element: <p>root page</p> },
];

afterEach(() => {
  vi.unstubAllGlobals();
  session.reset();
});

const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status });

/** Answers each call by its path; records what was sent. */
function serve(answers: Record<string, () => Response>) {
  const sent: Array<{ path: string; body: unknown }> = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      const path = new URL(url, 'http://localhost').pathname;
      sent.push({ path, body: init?.body ? JSON.parse(String(init.body)) : undefined });
      return (answers[path] ?? (() => json({ demo: false })))();
    }),
  );
  return sent;
}

async function signInWithPassword() {
  renderRoutes(routes, '/login');
  fireEvent.change(screen.getByLabelText('Username (e-mail)'), { target: { value: 'admin@demo.taxi' } });
  fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'Admin123!' } });
  fireEvent.click(screen.getByRole('button', { name: 'Login' }));
}

describe('sign-in with a second factor (issue 24 item 3)', () => {
  it('asks for the code after the password, then signs in with the challenge and the code', async () => {
    const token = fakeJwt({ role: 'Admin', exp: Date.now() / 1000 + 60 });
    const sent = serve({
      '/api/auth/Login': () => json({ twoFactorRequired: true, challenge: 'the-challenge' }),
      '/api/auth/LoginTwoFactor': () => json({ token, user: adminUser }),
    });
    await signInWithPassword();
    const code = await screen.findByLabelText('Code from your authenticator app');
    expect(screen.getByText(/enter the 6-digit code for admin@demo.taxi/)).toBeInTheDocument();
    expect(localStorage.getItem('authToken')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByText('Enter the 6-digit code.')).toBeInTheDocument();
    fireEvent.change(code, { target: { value: '123 456' } });
    fireEvent.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByText('root page')).toBeInTheDocument();
    expect(sent.find((call) => call.path === '/api/auth/LoginTwoFactor')?.body).toEqual({ challenge: 'the-challenge', code: '123 456' });
    await waitFor(() => expect(localStorage.getItem('authToken')).toBe(token));
  });

  it('takes a recovery code instead, shows a wrong code in the admin\'s language, and goes back to the password', async () => {
    serve({
      '/api/auth/Login': () => json({ twoFactorRequired: true, challenge: 'c' }),
      '/api/auth/LoginTwoFactor': () => json({ message: 'The code is not valid', code: 'auth.invalid_code' }, 401),
    });
    await signInWithPassword();
    fireEvent.click(await screen.findByRole('button', { name: 'Use a recovery code' }));
    const recovery = screen.getByLabelText('Recovery code');
    fireEvent.change(recovery, { target: { value: 'abcde-fghij' } });
    fireEvent.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('The code is not valid.');
    fireEvent.click(screen.getByRole('button', { name: 'Back to sign-in' }));
    expect(await screen.findByRole('button', { name: 'Login' })).toBeInTheDocument();
  });

  it('enrols first when the settings require it: QR code and key, first code, recovery codes, then the session', async () => {
    const token = fakeJwt({ role: 'Admin', exp: Date.now() / 1000 + 60 });
    const codes = Array.from({ length: 10 }, (_, i) => `aaaa${i}-bbbbb`);
    serve({
      '/api/auth/Login': () => json({ twoFactorSetupRequired: true, challenge: 'setup-challenge' }),
      '/api/auth/LoginTwoFactorSetup/Start': () => json({ secret: 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP', otpauthUri: 'otpauth://totp/x', qrCode: 'data:image/svg+xml;base64,PHN2Zy8+' }),
      '/api/auth/LoginTwoFactorSetup/Confirm': () => json({ token, user: adminUser, recoveryCodes: codes }),
    });
    await signInWithPassword();
    expect(await screen.findByRole('img', { name: /QR code/ })).toBeInTheDocument();
    expect(screen.getByText('JBSW Y3DP EHPK 3PXP JBSW Y3DP EHPK 3PXP')).toBeInTheDocument();
    fireEvent.change(screen.getByLabelText('Code from your authenticator app'), { target: { value: '654321' } });
    fireEvent.click(screen.getByRole('button', { name: 'Turn on' }));
    expect(await screen.findByText('aaaa3-bbbbb')).toBeInTheDocument();
    expect(localStorage.getItem('authToken')).toBeNull(); // not before the codes are put away
    fireEvent.click(screen.getByRole('button', { name: 'I have saved them, continue' }));
    expect(await screen.findByText('root page')).toBeInTheDocument();
    await waitFor(() => expect(localStorage.getItem('authToken')).toBe(token));
  });
});
