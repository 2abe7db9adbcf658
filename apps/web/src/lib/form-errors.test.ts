import { describe, expect, it } from 'vitest';
import { ApiRequestError } from './api-client';
import { serverFieldErrors } from './form-errors';

describe('serverFieldErrors', () => {
  it('joins each field’s messages for the form', () => {
    const error = new ApiRequestError(400, { message: 'Invalid', errors: { baseFare: ['Base fare cannot be negative', 'too small'], 'peakTimes.0.peakTimeTo': ['Use HH:MM'] } });
    expect(serverFieldErrors(error)).toEqual({ baseFare: 'Base fare cannot be negative too small', 'peakTimes.0.peakTimeTo': 'Use HH:MM' });
  });

  it('is null for errors without field messages', () => {
    expect(serverFieldErrors(new ApiRequestError(409, { message: 'Duplicate' }))).toBeNull();
    expect(serverFieldErrors(new Error('boom'))).toBeNull();
  });
});
