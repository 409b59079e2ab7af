import type { ReactNode } from 'react';

export interface ErrorSummaryItem {
  /** The id of the field in error; the summary links to it. */
  fieldId: string;
  message: ReactNode;
}

/** The errors of a submitted form, each linking to its field; announced as an alert. */
export function ErrorSummary({
  id,
  title,
  items,
}: {
  id: string;
  title: ReactNode;
  items: ErrorSummaryItem[];
}) {
  if (items.length === 0) return null;
  const titleId = `${id}-title`;
  return (
    <div className="lb-error-summary" role="alert" aria-labelledby={titleId}>
      <h2 id={titleId}>{title}</h2>
      <ul>
        {items.map((item) => (
          <li key={item.fieldId}>
            <a href={`#${item.fieldId}`}>{item.message}</a>
          </li>
        ))}
      </ul>
    </div>
  );
}
