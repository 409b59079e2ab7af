import type { PageContext, Translator } from '@lightbox/ui';
import type { ReactNode } from 'react';
import type { PlansMessageKey } from '../messages/en-us';

export type PlansT = Translator<PlansMessageKey>;

export interface AgreementPageProps {
  page: PageContext;
  t: PlansT;
}

/** A notice (`done`) or an error (`error`) carried back in the page's address after a form. */
export interface Outcome {
  done?: PlansMessageKey;
  error?: PlansMessageKey;
}

/** The page frame: the purchase pages' container, content as wide as the plan pages' (spend.css). */
export function AgreementShell({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div className="container lb-purchase">
      <h1>{title}</h1>
      <div className="lb-plans-spend">{children}</div>
    </div>
  );
}

export function OutcomeNotice({ t, outcome }: { t: PlansT; outcome: Outcome }) {
  if (outcome.error)
    return (
      <p className="lb-field__error" role="alert">
        {t.t(outcome.error)}
      </p>
    );
  return outcome.done ? (
    <p className="lb-notice" role="status">
      {t.t(outcome.done)}
    </p>
  ) : null;
}

export { RemoteMount } from '@lightbox/ui';

/** Rows of label and value, for an agreement's facts. */
export function AgreementFacts({ rows }: { rows: [string, ReactNode][] }) {
  return (
    <table className="lb-purchase__table">
      <tbody>
        {rows.map(([label, value]) => (
          <tr key={label}>
            <th scope="row">{label}</th>
            <td className="lb-purchase__num">{value}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
