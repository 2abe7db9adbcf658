import { hash, verify } from '@node-rs/argon2';

// argon2id (the library's default algorithm) with OWASP's minimum cost: 19 MiB, 2 passes.
const OPTIONS = { memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

export const hashPassword = (password: string) => hash(password, OPTIONS);

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}

/** A real hash to verify against when the user does not exist, so timing does not reveal it. */
let decoy: Promise<string> | undefined;
export const decoyHash = () => (decoy ??= hashPassword('not-a-real-password-decoy'));
