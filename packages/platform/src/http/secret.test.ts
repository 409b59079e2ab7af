import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { loadOrCreateSecret } from './secret';

let dir: string | undefined;
afterEach(async () => {
  if (dir) await fs.rm(dir, { recursive: true, force: true });
});

describe('generated secret', () => {
  it('is created once, private to its owner, and reused on the next start', async () => {
    dir = await fs.mkdtemp(path.join(os.tmpdir(), 'lb-secret-'));
    const file = path.join(dir, 'nested', 'session-secret');
    const [a, b] = await Promise.all([loadOrCreateSecret(file), loadOrCreateSecret(file)]);
    expect(a).toMatch(/^[0-9a-f]{64}$/);
    expect(b).toBe(a);
    expect(await loadOrCreateSecret(file)).toBe(a);
    expect((await fs.stat(file)).mode & 0o777).toBe(0o600);
  });

  it('refuses a file holding a too-short secret', async () => {
    dir = await fs.mkdtemp(path.join(os.tmpdir(), 'lb-secret-'));
    const file = path.join(dir, 'session-secret');
    await fs.writeFile(file, 'short');
    await expect(loadOrCreateSecret(file)).rejects.toThrow(/shorter than 32/);
  });
});
