import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { session } from '@/lib/session';
import { storeSession } from '@/test/fake-jwt';
import { useSignOut } from './use-sign-out';

const wrapper = ({ children }: { children: ReactNode }) => (
  <QueryClientProvider client={new QueryClient()}>
    <MemoryRouter>{children}</MemoryRouter>
  </QueryClientProvider>
);

afterEach(() => {
  vi.unstubAllGlobals();
  session.reset();
});

describe('useSignOut (issue 7, defect 3)', () => {
  it('ends the token on the server with the token, then clears the session without waiting', async () => {
    const token = storeSession();
    let answer: (response: Response) => void = () => undefined;
    const fetchMock = vi.fn(() => new Promise<Response>((resolve) => (answer = resolve)));
    vi.stubGlobal('fetch', fetchMock);
    const { result } = renderHook(() => useSignOut(), { wrapper });
    act(() => result.current());
    expect(session.get()).toBeNull();
    expect(fetchMock).toHaveBeenCalledTimes(1);
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/api/auth/Logout');
    expect(init.method).toBe('POST');
    expect(new Headers(init.headers).get('Authorization')).toBe(`Bearer ${token}`);
    await act(async () => answer(new Response(null, { status: 204 })));
  });

  it('still signs out when the server cannot be reached', async () => {
    storeSession();
    vi.stubGlobal('fetch', vi.fn().mockRejectedValue(new TypeError('offline')));
    const { result } = renderHook(() => useSignOut(), { wrapper });
    await act(async () => result.current());
    expect(session.get()).toBeNull();
  });

  it('calls nothing when no one is signed in', () => {
    const fetchMock = vi.fn();
    vi.stubGlobal('fetch', fetchMock);
    const { result } = renderHook(() => useSignOut(), { wrapper });
    act(() => result.current());
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
