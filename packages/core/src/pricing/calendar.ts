/**
 * `months` calendar months after `date` (UTC), on the same day of the month, or on the month's
 * last day when it has no such day: 31 January + 1 month is 28 (or 29) February. Used wherever
 * a term is counted in months, so a licence's end and a subscription's periods agree.
 */
export function addMonths(date: Date, months: number): Date {
  const day = date.getUTCDate();
  const shifted = new Date(date.getTime());
  shifted.setUTCDate(1);
  shifted.setUTCMonth(shifted.getUTCMonth() + months);
  const lastDay = new Date(Date.UTC(shifted.getUTCFullYear(), shifted.getUTCMonth() + 1, 0)).getUTCDate();
  shifted.setUTCDate(Math.min(day, lastDay));
  return shifted;
}
