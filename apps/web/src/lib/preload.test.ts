import type { LoaderFunctionArgs } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { ApiRequestError } from './api-client';
import { preload } from './preload';

const args = { request: new Request('http://localhost/') } as LoaderFunctionArgs;

const redirectOf = async (promise: Promise<unknown>) => {
  try {
    await promise;
  } catch (response) {
    return (response as Response).headers.get('Location');
  }
  return null;
};

describe('preload (SPEC.md §8)', () => {
  it('returns the data', async () => {
    await expect(preload(async () => 42)(args)).resolves.toBe(42);
  });

  it('logs a failure and redirects to /offline', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(await redirectOf(preload(() => Promise.reject(new ApiRequestError(500, {})))(args))).toBe('/offline');
    expect(log).toHaveBeenCalled();
    log.mockRestore();
  });

  it('sends a 401 to /login', async () => {
    expect(await redirectOf(preload(() => Promise.reject(new ApiRequestError(401, {})))(args))).toBe('/login');
  });

  it('keeps the address a signed-out admin was going to, as the guard beside it does', async () => {
    const vehicles = { request: new Request('http://localhost/vehicles?userId=7') } as LoaderFunctionArgs;
    expect(await redirectOf(preload(() => Promise.reject(new ApiRequestError(401, {})))(vehicles))).toBe('/login?returnUrl=%2Fvehicles%3FuserId%3D7');
  });
});
