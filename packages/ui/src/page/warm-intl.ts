/**
 * Loads ICU's data with one throwaway number format. The first Intl formatter a page makes
 * pays for that load, 20–35 ms on a phone's CPU; made here, in a task of its own before the page
 * hydrates, it no longer lengthens the hydration task that first formats a number. Later
 * formatters of any locale take well under a millisecond.
 */
export function warmIntl(locale: string): void {
  try {
    new Intl.NumberFormat(locale).format(0);
  } catch {
    // A tag ICU rejects: the translator meets it too, and reports it there.
  }
}
