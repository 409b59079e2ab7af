import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { testDatabaseKinds } from '@lightbox/platform/testing/test-database';
import { sql } from 'kysely';
import { PDFDocument } from 'pdf-lib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCustomer, createTeam, downloadsWorld } from './test-fixtures';

describe.each(testDatabaseKinds())('proof of licence on %s', (kind) => {
  let w: Awaited<ReturnType<typeof downloadsWorld>>;
  let mediaDir: string;

  beforeAll(async () => {
    mediaDir = await mkdtemp(path.join(tmpdir(), 'lb-cert-'));
    w = await downloadsWorld(kind, mediaDir);
  });
  afterAll(async () => {
    await w?.dispose();
    await rm(mediaDir, { recursive: true, force: true });
  });

  it('is a one-page PDF with the asset’s thumbnail, for the holder only', async () => {
    const holder = await createCustomer(w.database);
    const licence = await w.spendCredits(holder, w.assets.essentialsImages[10]!, 'PRJ-77');
    const res = await w.get(`/account/licences/${licence}/certificate.pdf`, await w.sessionOf(holder));
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    const bytes = res.rawPayload;
    const pdf = await PDFDocument.load(bytes);
    expect(pdf.getPageCount()).toBe(1);
    expect(pdf.getTitle()).toBe(`Proof of license ${licence}`);
    expect(pdf.getCreator()).toBe('Lightbox Test Agency');
    // The thumbnail is embedded as an image (a stream's dictionary is never compressed).
    expect(bytes.toString('latin1')).toMatch(/\/Subtype \/Image/);

    const stranger = await createCustomer(w.database);
    const refused = await w.get(`/account/licences/${licence}/certificate.pdf`, await w.sessionOf(stranger));
    expect(refused.statusCode).toBe(404);
    expect(refused.headers['content-type']).toContain('text/html');
    expect((await w.get(`/account/licences/${licence}/certificate.pdf`)).statusCode).toBeGreaterThanOrEqual(
      300,
    );
    expect((await w.get('/account/licences/abc/certificate.pdf', await w.sessionOf(holder))).statusCode).toBe(
      404,
    );
  });

  it('is open to the holder’s team, in the reader’s language', async () => {
    const lead = await createCustomer(w.database);
    const member = await createCustomer(w.database);
    const teamId = await createTeam(w.database, lead);
    await sql`insert into account_team_members (team_id, user_id, role) values (${teamId}, ${member}, 'member')`.execute(
      w.database.db,
    );
    const licence = await w.buyImage(member, w.assets.essentialsImages[11]!, teamId);
    const res = await w.get(`/de/account/licences/${licence}/certificate.pdf`, await w.sessionOf(lead));
    expect(res.statusCode).toBe(200);
    expect((await PDFDocument.load(res.rawPayload)).getTitle()).toBe(`Lizenznachweis ${licence}`);
  });
});
