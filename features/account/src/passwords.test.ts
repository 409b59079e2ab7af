import { describe, expect, it } from 'vitest';
import { decoyHash, hashPassword, verifyPassword } from './passwords';
import { hashToken, isTokenShaped, newToken } from './tokens';

describe('passwords', () => {
  it('hashes with scrypt and a per-password salt, and verifies only the right password', async () => {
    const a = await hashPassword('correct horse battery');
    const b = await hashPassword('correct horse battery');
    expect(a).toMatch(/^scrypt\$32768\$8\$1\$[A-Za-z0-9+/=]+\$[A-Za-z0-9+/=]+$/);
    expect(a).not.toBe(b);
    expect(await verifyPassword('correct horse battery', a)).toBe(true);
    expect(await verifyPassword('correct horse batterY', a)).toBe(false);
    expect(await verifyPassword('', a)).toBe(false);
  });

  it('treats composed and decomposed accents as the same password', async () => {
    const hash = await hashPassword('caf\u00e9-au-lait');
    expect(await verifyPassword('cafe\u0301-au-lait', hash)).toBe(true);
  });

  it('refuses malformed stored hashes instead of throwing, and no password matches the decoy', async () => {
    expect(await verifyPassword('x', 'plain')).toBe(false);
    expect(await verifyPassword('x', 'scrypt$abc$8$1$AA==$AA==')).toBe(false);
    expect(await verifyPassword('', await decoyHash())).toBe(false);
  });
});

describe('tokens', () => {
  it('are 256-bit url-safe strings stored as SHA-256', () => {
    const { token, hash } = newToken();
    expect(isTokenShaped(token)).toBe(true);
    expect(hash).toBe(hashToken(token));
    expect(hash).toMatch(/^[0-9a-f]{64}$/);
    expect(isTokenShaped(`${token}x`)).toBe(false);
    expect(isTokenShaped(undefined)).toBe(false);
  });
});
