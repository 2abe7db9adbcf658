import type { Config } from '../../../config';
import { ChallengeSigner } from './challenge';
import { SecretBox, resolveTwoFactorKey } from './secret-box';

/** What the second factor needs beside the database: its keys and its clock. */
export interface TwoFactorKit {
  /** Encrypts the TOTP secrets and hashes the recovery codes under TWO_FACTOR_KEY. */
  box: SecretBox;
  /** Signs the 5-minute challenges between the password and the code. */
  challenges: ChallengeSigner;
  /** Milliseconds since the epoch, for the TOTP steps (a test moves it). */
  now: () => number;
}

export function createTwoFactorKit(jwtSecret: string, config: Pick<Config, 'twoFactorKey' | 'dataDir'>): TwoFactorKit {
  return {
    box: new SecretBox(resolveTwoFactorKey(config.twoFactorKey, config.dataDir)),
    challenges: new ChallengeSigner(jwtSecret),
    now: Date.now,
  };
}
