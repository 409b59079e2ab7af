import type { Db } from '@lightbox/platform';
import { sql } from 'kysely';
import type { Staff } from '../assets/repository';

/** A refund or a mail sent again, kept with the order's history of changes. */
export async function recordOrderAudit(
  db: Db,
  staff: Staff,
  orderId: number,
  action: 'refund' | 'resend_mail',
  change: { before: Record<string, unknown>; after: Record<string, unknown> },
) {
  await sql`insert into console_audit (staff_user_id, staff_email, subject_type, subject_id, action, before, after)
    values (${staff.id}, ${staff.email}, 'order', ${orderId}, ${action},
      ${JSON.stringify(change.before)}::jsonb, ${JSON.stringify(change.after)}::jsonb)`.execute(db);
}
