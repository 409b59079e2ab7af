import { parseAssetId } from '@lightbox/core';
import { validDownloadSignature } from '@lightbox/purchase';
import { type LicenceRecord, licenceQuery, present } from './history';
import type { DownloadsDb } from './repository';

/** Why an anonymous link opens no file: forged (403) or out of date (410). */
export type LinkRefusal = 'invalid' | 'expired';

const EXPIRES = /^[1-9][0-9]{0,10}$/;
const SIGNATURE = /^[A-Za-z0-9_-]{43}$/;

/**
 * Checks an anonymous download link (`/downloads/anonymous/{licenceId}?expires=…&sig=…`). The
 * signature is checked before the expiry, so a forged link is never told whether its date would
 * have passed; a malformed link is as invalid as a forged one.
 */
export function checkDownloadLink(
  key: string,
  params: { id: string; expires: unknown; sig: unknown },
  now: Date,
): { ok: true; licenceId: number } | { ok: false; refusal: LinkRefusal } {
  const licenceId = parseAssetId(params.id);
  const { expires, sig } = params;
  if (licenceId === undefined || typeof expires !== 'string' || typeof sig !== 'string')
    return { ok: false, refusal: 'invalid' };
  if (!EXPIRES.test(expires) || !SIGNATURE.test(sig)) return { ok: false, refusal: 'invalid' };
  if (!validDownloadSignature(key, licenceId, Number(expires), sig)) return { ok: false, refusal: 'invalid' };
  if (Number(expires) * 1000 <= now.getTime()) return { ok: false, refusal: 'expired' };
  return { ok: true, licenceId };
}

/** A licence by its id alone: whoever holds a valid signed link for it may download it. */
export async function licenceById(db: DownloadsDb, licenceId: number): Promise<LicenceRecord | undefined> {
  const row = await licenceQuery(db).where('l.id', '=', licenceId).executeTakeFirst();
  return row && present(row);
}
