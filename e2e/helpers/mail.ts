import fs from 'node:fs/promises';
import path from 'node:path';
import { inject } from 'vitest';

/**
 * Mail reaches the e2e server's folder transport as .eml files under DATA_DIR/mail; file names
 * sort by the time they were written. Mail may land a little after the page that sent it
 * answers, so the wait polls; its limit is generous because a busy machine is slow, not broken.
 */
const MAIL_WAIT_MS = 30_000;
const POLL_MS = 200;

function isAddressedTo(eml: string, address: string): boolean {
  return new RegExp(`^To: ${address.replace(/[.+]/g, '\\$&')}\\r?$`, 'm').test(eml);
}

/** The first link to `pathname` in the newest mail to `address` that has one, or undefined. */
async function findLink(dir: string, address: string, pathname: string): Promise<string | undefined> {
  const files = (await fs.readdir(dir).catch(() => [] as string[])).filter((f) => f.endsWith('.eml')).sort();
  for (const file of files.reverse()) {
    const eml = await fs.readFile(path.join(dir, file), 'utf8');
    if (!isAddressedTo(eml, address)) continue;
    const line = eml
      .split(/\r?\n/)
      .find((l) => l.startsWith('http') && new URL(l).pathname.endsWith(pathname));
    if (line) return line;
  }
  return undefined;
}

/** Waits for a mail to `address` carrying a link to `pathname` (e.g. '/verify-email'); returns the link. */
export function waitForMailLink(address: string, pathname: string): Promise<string> {
  return waitForMailLinkIn([inject('dataDir')], address, pathname);
}

/** The same, for mail that any of several servers (their DATA_DIRs) may have sent. */
export async function waitForMailLinkIn(
  dataDirs: readonly string[],
  address: string,
  pathname: string,
): Promise<string> {
  const deadline = Date.now() + MAIL_WAIT_MS;
  while (Date.now() < deadline) {
    for (const dir of dataDirs) {
      const link = await findLink(path.join(dir, 'mail'), address, pathname);
      if (link) return link;
    }
    await new Promise((resolve) => setTimeout(resolve, POLL_MS));
  }
  throw new Error(`No mail with a ${pathname} link to ${address}`);
}
