/** Argon2id password hashing (OWASP parameters: 19 MiB, 2 passes). */
import { hash, verify } from '@node-rs/argon2';

const OPTIONS = { memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

export function hashPassword(password: string): Promise<string> {
  return hash(password, OPTIONS);
}

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}

let dummyHash: Promise<string> | null = null;
/** Verifies against a throwaway hash so an unknown email costs as long as a wrong password. */
export async function verifyNothing(password: string): Promise<void> {
  dummyHash ??= hashPassword('daybook-timing-equaliser');
  await verifyPassword(await dummyHash, password);
}
