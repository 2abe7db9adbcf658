import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_TWO_FACTOR_KEY, buildTestApp, type TestApp } from '../helpers/build-test-app';
import { TEST_PASSWORD } from '../helpers/factories';
import { memoryLog } from '../helpers/memory-log';
import { advance, challengeOf, codeFor, enrol, secondStep, staff, stopClock } from './support';

/**
 * Issue 24 item 3: secrets, codes and recovery codes are never logged. Every 2FA flow logged at
 * `trace`, and the log holds none of them, nor a challenge or the key.
 */
describe('two-factor sign-in keeps its secrets out of the log', () => {
  const log = memoryLog();
  let t: TestApp;
  const secrets: Record<string, string> = {};

  beforeAll(async () => {
    t = await buildTestApp({}, log.logger);
    stopClock(t);
    const admin = await staff(t);
    const { secret, recoveryCodes } = await enrol(t, admin);
    advance(t);
    const challenge = await challengeOf(t, admin);
    const code = codeFor(t, secret);
    expect((await secondStep(t, challenge, '000000')).statusCode).toBe(401);
    expect((await secondStep(t, challenge, code)).statusCode).toBe(200);
    expect((await secondStep(t, await challengeOf(t, admin), recoveryCodes[0]!)).statusCode).toBe(200);
    expect((await t.injectAs(admin, { method: 'POST', url: '/api/auth/TwoFactor/Disable', payload: { password: TEST_PASSWORD } })).statusCode).toBe(204);
    Object.assign(secrets, {
      'the secret': secret,
      'the code': code,
      'a recovery code': recoveryCodes[0]!,
      'another recovery code': recoveryCodes[5]!,
      'the challenge': challenge,
      "the challenge's signature": challenge.split('.')[2]!,
      'the password': TEST_PASSWORD,
      'the key': TEST_TWO_FACTOR_KEY,
    });
  });
  afterAll(() => t.close());

  it('logged the requests (the check has something to read)', () => {
    expect(log.text()).toContain('/api/auth/LoginTwoFactor');
    expect(log.text()).toContain('/api/auth/TwoFactor/Confirm');
  });

  it('holds no secret, code, recovery code, challenge or key', () => {
    const text = log.text();
    expect(Object.entries(secrets).filter(([, value]) => text.includes(value)).map(([name]) => name)).toEqual([]);
  });

  it('redacts them whatever a handler logs', () => {
    const probe = memoryLog();
    probe.logger.info({ body: { code: '123456', challenge: 'probe-challenge' }, answer: { secret: 'PROBESECRET', recoveryCodes: ['probe-recovery'], otpauthUri: 'otpauth://probe', qrCode: 'data:probe' } }, 'probe');
    const text = probe.text();
    expect(text).toContain('probe');
    for (const value of ['123456', 'probe-challenge', 'PROBESECRET', 'probe-recovery', 'otpauth://probe', 'data:probe']) expect(text).not.toContain(value);
  });
});
