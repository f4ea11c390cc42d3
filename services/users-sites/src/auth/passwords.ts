import { hash, verify } from '@node-rs/argon2';

/** argon2id (the library default, algorithm 2) with OWASP's minimum cost: 19 MiB, 2 passes. */
const ARGON2ID = { algorithm: 2 as const, memoryCost: 19_456, timeCost: 2, parallelism: 1 };

export function hashPassword(plain: string): Promise<string> {
  return hash(plain, ARGON2ID);
}

export async function verifyPassword(stored: string, plain: string): Promise<boolean> {
  try {
    return await verify(stored, plain);
  } catch {
    return false;
  }
}

/**
 * Compared against when the email is unknown, so a miss costs the same time as a wrong
 * password and sign-in timing does not reveal which emails have accounts.
 */
let decoy: Promise<string> | null = null;
export async function verifyAgainstDecoy(plain: string): Promise<false> {
  decoy ??= hashPassword('decoy-password-never-matches');
  await verifyPassword(await decoy, plain);
  return false;
}
