import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeJwt, adminUser } from '@/test/fake-jwt';
import { renderRoutes } from '@/test/render';
import { session } from '@/lib/session';
import { LoginForm } from './login-form';

const routes = [
  { path: '/login', element: <LoginForm onSecondStep={() => undefined} /> },
  { path: '/', element: <p>root page</p> },
];

afterEach(() => {
  vi.unstubAllGlobals();
  session.reset();
});

describe('sign-in form (SPEC.md §2.3, §5)', () => {
  it('starts with a password input, Save credentials checked, no errors', () => {
    renderRoutes(routes, '/login');
    expect(screen.getByLabelText('Password')).toHaveAttribute('type', 'password');
    expect(screen.getByLabelText('Save credentials')).toBeChecked();
    expect(screen.queryByText('Username is required')).toBeNull();
  });

  it('shows the required messages only after a submit attempt', () => {
    renderRoutes(routes, '/login');
    fireEvent.click(screen.getByRole('button', { name: 'Login' }));
    expect(screen.getByText('Username is required')).toBeInTheDocument();
    expect(screen.getByText('Password is required')).toBeInTheDocument();
    expect(screen.getByLabelText('Username (e-mail)')).toHaveAttribute('aria-invalid', 'true');
  });

  it('moves focus to the first invalid field after a failed submit', async () => {
    renderRoutes(routes, '/login');
    fireEvent.change(screen.getByLabelText('Username (e-mail)'), { target: { value: 'admin@demo.taxi' } });
    const login = screen.getByRole('button', { name: 'Login' });
    login.focus();
    fireEvent.click(login);
    await waitFor(() => expect(screen.getByLabelText('Password')).toHaveFocus());
  });

  it('shows the text of the server\'s code in a danger alert', async () => {
    vi.stubGlobal('fetch', vi.fn().mockResolvedValue(new Response('{"message":"Invalid username or password","code":"auth.invalid_login"}', { status: 401 })));
    renderRoutes(routes, '/login');
    fireEvent.change(screen.getByLabelText('Username (e-mail)'), { target: { value: 'a@b.c' } });
    fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'nope' } });
    fireEvent.click(screen.getByRole('button', { name: 'Login' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Invalid username or password');
  });

  it('stores the session and goes to the root path', async () => {
    const token = fakeJwt({ role: 'Admin', exp: Date.now() / 1000 + 60 });
    vi.stubGlobal('fetch', vi.fn().mockResolvedValue(new Response(JSON.stringify({ token, user: adminUser }), { status: 200 })));
    renderRoutes(routes, '/login');
    fireEvent.change(screen.getByLabelText('Username (e-mail)'), { target: { value: 'admin@demo.taxi' } });
    fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'Admin123!' } });
    fireEvent.click(screen.getByRole('button', { name: 'Login' }));
    expect(await screen.findByText('root page')).toBeInTheDocument();
    await waitFor(() => expect(localStorage.getItem('authToken')).toBe(token));
    expect(localStorage.getItem('rememberedUsername')).toBe('admin@demo.taxi');
  });
});
