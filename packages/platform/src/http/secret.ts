import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';

const SECRET_MIN_LENGTH = 32;

/**
 * The server's signing key when SESSION_SECRET is not set: 32 random bytes generated on the
 * first start and kept in a file only the server's user can read, so tokens survive restarts
 * and no secret is ever committed.
 */
export async function loadOrCreateSecret(file: string): Promise<string> {
  const existing = await readSecret(file);
  if (existing) return existing;
  await fs.mkdir(path.dirname(file), { recursive: true });
  const secret = randomBytes(32).toString('hex');
  // Written whole under a temporary name, then linked into place: another process sees either no
  // file or the complete secret, never an empty file being written.
  const temporary = `${file}.${process.pid}.${randomBytes(4).toString('hex')}.tmp`;
  await fs.writeFile(temporary, `${secret}\n`, { mode: 0o600 });
  try {
    await fs.link(temporary, file);
    return secret;
  } catch (error) {
    // Another process created it first: use theirs.
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') {
      const theirs = await readSecret(file);
      if (theirs) return theirs;
    }
    throw error;
  } finally {
    await fs.rm(temporary, { force: true });
  }
}

/** The secret kept in the file, or undefined when there is no file. */
export async function readSecret(file: string): Promise<string | undefined> {
  try {
    const value = (await fs.readFile(file, 'utf8')).trim();
    if (value.length >= SECRET_MIN_LENGTH) return value;
    throw new Error(
      `${file} holds a secret shorter than ${SECRET_MIN_LENGTH} characters; delete it to regenerate`,
    );
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw error;
  }
}
