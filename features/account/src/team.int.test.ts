import { testDatabaseKinds } from '@lightbox/platform/testing/test-database';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  alertText,
  createHarness,
  decodeHtml,
  fieldError,
  type Harness,
  linkFromMail,
  locationOf,
  mailsTo,
  PASSWORD,
  signedInCustomer,
  uniqueEmail,
} from './testing/harness';

describe.each(testDatabaseKinds())('teams on %s', (kind) => {
  let h: Harness;
  beforeAll(async () => {
    h = await createHarness(kind);
  });
  afterAll(() => h.close());

  async function leaderWithTeam(name = 'Studio North') {
    const leader = await signedInCustomer(h, { name: 'Lea Leader' });
    await leader.browser.get('/account/team');
    const res = await leader.browser.post('/account/team', { teamName: name });
    expect(locationOf(res)).toBe('/account/team?done=teamCreated');
    await leader.browser.get(locationOf(res));
    return leader;
  }

  it('lets a customer create a team and become its leader, with a field error for a bad name', async () => {
    const { browser } = await signedInCustomer(h);
    const page = await browser.get('/account/team');
    expect(page.body).toContain('Create a team');
    const bad = await browser.post('/account/team', { teamName: '   ' });
    expect(bad.statusCode).toBe(400);
    expect(fieldError(bad.body, 'team', 'teamName')).toBe('Enter a name for the team.');
    await browser.post('/account/team', { teamName: 'Solo Studio' });
    const team = await browser.get('/account/team?done=teamCreated');
    expect(team.body).toContain('<h1>Solo Studio</h1>');
    expect(team.body).toContain('lb-badge--leader');
    const twice = await browser.post('/account/team', { teamName: 'Another' });
    expect(twice.statusCode).toBe(409);
    expect(alertText(twice.body)).toBe('You are already in a team.');
  });

  it('invites a member by email, who accepts once, and then signs in with a team sign-in event', async () => {
    const leader = await leaderWithTeam();
    const memberEmail = uniqueEmail('member');
    const invite = await leader.browser.post('/account/team/invitations', {
      email: memberEmail.toUpperCase(),
      role: 'member',
    });
    expect(locationOf(invite)).toBe('/account/team?done=invited');
    const team = await leader.browser.get(locationOf(invite));
    expect(team.body).toContain(memberEmail);
    const mail = (await mailsTo(h.mailDir, memberEmail)).at(-1)!;
    expect(mail.subject).toBe('Lea Leader has invited you to join Studio North at Lightbox');
    expect(mail.text).toContain('Your role: Member');
    const link = await linkFromMail(h.mailDir, memberEmail, '/account/team/join');

    // Signed out, the invitation page offers sign-in and registration, returning here.
    const stranger = h.browser();
    const anonymous = await stranger.get(link);
    expect(anonymous.statusCode).toBe(200);
    expect(decodeHtml(anonymous.body)).toContain('Lea Leader has invited you to join the team Studio North.');
    expect(anonymous.body).toContain(`href="/sign-in?returnurl=${encodeURIComponent(link)}"`);
    expect(decodeHtml(anonymous.body)).toContain(`email=${encodeURIComponent(memberEmail)}`);

    // Another account cannot use it.
    const { browser: wrong } = await signedInCustomer(h);
    await wrong.get(link);
    const token = new URL(`http://x${link}`).searchParams.get('token')!;
    const refused = await wrong.post('/account/team/join', { token });
    expect(refused.statusCode).toBe(403);
    expect(decodeHtml(alertText(refused.body) ?? '')).toBe(
      `This invitation was sent to ${memberEmail}. Sign in with that account to accept it.`,
    );

    const member = await signedInCustomer(h, { email: memberEmail, name: 'Max Member' });
    await member.browser.get(link);
    const accepted = await member.browser.post('/account/team/join', { token });
    expect(locationOf(accepted)).toBe('/account/team?done=joined');
    const memberPage = await member.browser.get('/account/team?done=joined');
    expect(memberPage.body).toContain('<h1>Studio North</h1>');
    expect(memberPage.body).not.toContain('Invite someone');
    expect((await member.browser.post('/account/team/join', { token })).statusCode).toBe(410);

    const userId = (
      await sql<{ id: number }>`select id from account_users where email = ${memberEmail}`.execute(
        h.database.db,
      )
    ).rows[0]!.id;
    const before = h.events.length;
    await member.browser.post('/sign-out', {});
    const again = h.browser();
    await again.get('/sign-in');
    await again.post('/sign-in', { identifier: memberEmail, password: PASSWORD });
    const emitted = h.events.slice(before);
    expect(emitted.filter((e) => e.type === 'account.signed_in')).toMatchObject([
      { userId, customerType: 'business' },
    ]);
    expect(emitted.filter((e) => e.type === 'account.team_signed_in')).toMatchObject([
      { userId, role: 'Member' },
    ]);
    expect((await again.json('GET', '/account/api/viewer')).json()).toMatchObject({
      customerType: 'business',
      teamRole: 'member',
    });
  });

  it('validates invitations, refreshes a repeated one, and lets the leader withdraw it', async () => {
    const leader = await leaderWithTeam('Refresh Ltd');
    const bad = await leader.browser.post('/account/team/invitations', { email: 'nope', role: 'boss' });
    expect(bad.statusCode).toBe(400);
    expect(fieldError(bad.body, 'invite', 'email')).toMatch(/right format/);
    expect(fieldError(bad.body, 'invite', 'role')).toBe('Choose Member or Leader.');
    const self = await leader.browser.post('/account/team/invitations', {
      email: leader.email,
      role: 'member',
    });
    expect(self.statusCode).toBe(409);
    expect(fieldError(self.body, 'invite', 'email')).toBe('This person is already in your team.');

    const email = uniqueEmail('twice');
    await leader.browser.post('/account/team/invitations', { email, role: 'member' });
    const first = await linkFromMail(h.mailDir, email, '/account/team/join');
    await leader.browser.get('/account/team');
    await leader.browser.post('/account/team/invitations', { email, role: 'leader' });
    const second = await linkFromMail(h.mailDir, email, '/account/team/join');
    expect(second).not.toBe(first);
    expect((await h.browser().get(first)).statusCode).toBe(400);
    const page = await leader.browser.get('/account/team');
    expect(page.body.split(`lb-invitations__email">${email}`).length - 1).toBe(1);

    const id = /action="\/account\/team\/invitations\/(\d+)\/revoke"/.exec(page.body)![1]!;
    expect(locationOf(await leader.browser.post(`/account/team/invitations/${id}/revoke`, {}))).toBe(
      '/account/team?done=inviteRevoked',
    );
    expect((await h.browser().get(second)).statusCode).toBe(410);
    expect(locationOf(await leader.browser.post('/account/team/invitations/abc/revoke', {}))).toBe(
      '/account/team',
    );
  });

  it('lets only a leader remove a member; a removed member can sign in but is no longer in the team', async () => {
    const leader = await leaderWithTeam('Remove Co');
    const email = uniqueEmail('removed');
    await leader.browser.post('/account/team/invitations', { email, role: 'member' });
    const link = await linkFromMail(h.mailDir, email, '/account/team/join');
    const member = await signedInCustomer(h, { email, name: 'Rita Removed' });
    await member.browser.get(link);
    await member.browser.post('/account/team/join', {
      token: new URL(`http://x${link}`).searchParams.get('token')!,
    });
    const memberId = (
      await sql<{ id: number }>`select id from account_users where email = ${email}`.execute(h.database.db)
    ).rows[0]!.id;
    const leaderId = (
      await sql<{ id: number }>`select id from account_users where email = ${leader.email}`.execute(
        h.database.db,
      )
    ).rows[0]!.id;

    await member.browser.get('/account/team');
    const notAllowed = await member.browser.post(`/account/team/members/${leaderId}/remove`, {});
    expect(notAllowed.statusCode).toBe(403);
    expect(alertText(notAllowed.body)).toBe('Only a team leader can do this.');

    const page = await leader.browser.get('/account/team');
    expect(page.body).toContain('aria-label="Remove Rita Removed from the team"');
    const removed = await leader.browser.post(`/account/team/members/${memberId}/remove`, {});
    expect(locationOf(removed)).toBe('/account/team?done=memberRemoved');
    const after = await member.browser.get('/account/team');
    expect(after.body).toContain('Create a team');
    // A leader cannot remove themselves this way, and cannot leave while members remain.
    expect(locationOf(await leader.browser.post(`/account/team/members/${leaderId}/remove`, {}))).toBe(
      '/account/team',
    );
  });

  it('keeps a team from losing its only leader, and closes a team its last person leaves', async () => {
    const leader = await leaderWithTeam('Leave Ltd');
    const email = uniqueEmail('leaver');
    await leader.browser.post('/account/team/invitations', { email, role: 'member' });
    const link = await linkFromMail(h.mailDir, email, '/account/team/join');
    const member = await signedInCustomer(h, { email });
    await member.browser.get(link);
    await member.browser.post('/account/team/join', {
      token: new URL(`http://x${link}`).searchParams.get('token')!,
    });

    await leader.browser.get('/account/team');
    const stay = await leader.browser.post('/account/team/leave', {});
    expect(stay.statusCode).toBe(409);
    expect(alertText(stay.body)).toBe(
      'Your team needs its leader. Remove the other members before you leave.',
    );

    await member.browser.get('/account/team');
    expect(locationOf(await member.browser.post('/account/team/leave', {}))).toBe('/account/team?done=left');
    await leader.browser.get('/account/team');
    expect(locationOf(await leader.browser.post('/account/team/leave', {}))).toBe('/account/team?done=left');
    const teams = await sql<{
      n: number;
    }>`select count(*)::int as n from account_teams where name = 'Leave Ltd'`.execute(h.database.db);
    expect(teams.rows[0]!.n).toBe(0);
  });

  it('refuses an expired invitation and a garbled link', async () => {
    const leader = await leaderWithTeam('Expiry Inc');
    const email = uniqueEmail('late');
    await leader.browser.post('/account/team/invitations', { email, role: 'leader' });
    await sql`update account_team_invitations set expires_at = now() - interval '1 second' where email = ${email}`.execute(
      h.database.db,
    );
    const link = await linkFromMail(h.mailDir, email, '/account/team/join');
    const res = await h.browser().get(link);
    expect(res.statusCode).toBe(410);
    expect(res.body).toContain('This invitation cannot be used');
    expect((await h.browser().get('/account/team/join?token=garbled')).statusCode).toBe(400);
    expect((await leader.browser.get('/account/team')).body).toContain('Expired');
  });
});
