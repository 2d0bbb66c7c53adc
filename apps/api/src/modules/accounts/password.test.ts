import { describe, expect, it } from 'vitest';
import { hashPassword, verifyPassword, SCRYPT_PARAMS } from './password.ts';

describe('password hashing', () => {
  it('stores scrypt parameters, salt and key, never the password', async () => {
    const hash = await hashPassword('correct horse');
    expect(hash).toMatch(/^scrypt\$32768\$8\$1\$[A-Za-z0-9+/=]+\$[A-Za-z0-9+/=]+$/);
    expect(hash).not.toContain('correct horse');
    expect(Buffer.from(hash.split('$')[5]!, 'base64')).toHaveLength(SCRYPT_PARAMS.keyLength);
  });

  it('accepts the right password and refuses a wrong one', async () => {
    const hash = await hashPassword('пароль-123');
    expect(await verifyPassword('пароль-123', hash)).toBe(true);
    expect(await verifyPassword('пароль-124', hash)).toBe(false);
  });

  it('salts every hash differently', async () => {
    expect(await hashPassword('same-password')).not.toBe(await hashPassword('same-password'));
  });

  it('refuses a malformed stored value instead of throwing', async () => {
    expect(await verifyPassword('x', 'plain')).toBe(false);
    expect(await verifyPassword('x', 'scrypt$a$b$c$d$')).toBe(false);
  });
});
