import { scryptSync } from 'node:crypto';
import { setPriority } from 'node:os';

/**
 * The password hash's thread (password.ts). Linux keeps a nice value per thread, so this lowers this worker alone:
 * scrypt's 120-140 ms of a core yield to the screens' requests and PostgreSQL when the cores are busy, and run at
 * full speed when they are not (decision 157).
 */
try {
  setPriority(10);
} catch {
  // Not allowed here: the hash runs at the process's priority.
}

export interface DeriveJob {
  password: string;
  salt: Uint8Array;
  N: number;
  r: number;
  p: number;
  keyLength: number;
}

export default function derive({ password, salt, N, r, p, keyLength }: DeriveJob): Uint8Array {
  return scryptSync(password.normalize('NFKC'), salt, keyLength, { N, r, p, maxmem: 256 * N * r });
}
