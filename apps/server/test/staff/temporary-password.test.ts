import { describe, expect, it } from 'vitest';
import { Password } from '@taxi/contract';
import { temporaryPassword } from '../../src/modules/staff/temporary-password';

describe('temporary passwords (issue 24)', () => {
  it('are 16 unambiguous characters in four groups, a valid password', () => {
    for (let i = 0; i < 50; i += 1) {
      const password = temporaryPassword();
      expect(password).toMatch(/^[A-HJ-NP-Za-km-z2-9]{4}(-[A-HJ-NP-Za-km-z2-9]{4}){3}$/);
      expect(Password.safeParse(password).success).toBe(true);
    }
  });

  it('draw every character from the whole alphabet (57) with the generator given', () => {
    const asked: number[] = [];
    const password = temporaryPassword((max) => {
      asked.push(max);
      return asked.length - 1;
    });
    expect(asked).toEqual(Array(16).fill(57));
    expect(password).toBe('ABCD-EFGH-JKLM-NPQR');
    expect(temporaryPassword(() => 56)).toBe('9999-9999-9999-9999');
  });

  it('do not repeat', () => {
    expect(new Set(Array.from({ length: 200 }, () => temporaryPassword())).size).toBe(200);
  });
});
