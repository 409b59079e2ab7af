import type { Db } from '@lightbox/platform';
import { sql } from 'kysely';

/** Staff may open the operator's view; the role is granted from the command line only. */
export async function isStaff(db: Db, userId: number): Promise<boolean> {
  const { rows } = await sql<{ one: number }>`
    select 1 as one from analytics_staff where user_id = ${userId}`.execute(db);
  return rows.length > 0;
}

export type StaffChange = { ok: true; email: string } | { ok: false; message: string };

async function userIdOf(db: Db, email: string): Promise<number | undefined> {
  const { rows } = await sql<{ id: number }>`
    select id from account_users where lower(email) = lower(${email.trim()})`.execute(db);
  return rows[0]?.id;
}

export async function grantStaff(db: Db, email: string): Promise<StaffChange> {
  const id = await userIdOf(db, email);
  if (id === undefined)
    return { ok: false, message: `No account with the email ${email}: register it first.` };
  await sql`insert into analytics_staff (user_id) values (${id}) on conflict (user_id) do nothing`.execute(
    db,
  );
  return { ok: true, email };
}

export async function revokeStaff(db: Db, email: string): Promise<StaffChange> {
  const id = await userIdOf(db, email);
  if (id === undefined) return { ok: false, message: `No account with the email ${email}.` };
  await sql`delete from analytics_staff where user_id = ${id}`.execute(db);
  return { ok: true, email };
}

export async function listStaff(db: Db): Promise<string[]> {
  const { rows } = await sql<{ email: string }>`
    select u.email from analytics_staff s join account_users u on u.id = s.user_id order by u.email`.execute(
    db,
  );
  return rows.map((r) => r.email);
}

/** One web vital from /pulse, kept for the p75 per page. */
export async function recordVital(
  db: Db,
  vital: { site: string; page: string; name: string; value: number; rating: string },
): Promise<void> {
  await sql`insert into analytics_vitals (site, page, name, value, rating)
    values (${vital.site}, ${vital.page}, ${vital.name}, ${vital.value}, ${vital.rating})`.execute(db);
}
