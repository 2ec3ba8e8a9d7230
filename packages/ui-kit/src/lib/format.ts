// How numbers, money, dates and page counts are written on screen, for every app (billing's
// reports and Pricing, the admin dashboard and reports): one home, so ₹1,499 reads the same
// everywhere. Money comes in major units (499.5 = ₹499.50); see fromSubunits in contracts for
// amounts kept in subunits.

/** The locale each currency is written in (₹ groups lakhs the Indian way); others read en-US. */
const LOCALE: Readonly<Record<string, string>> = { INR: 'en-IN', USD: 'en-US' };

/** ₹1,499 / $4.99: whole amounts without decimals, others with two. */
export function formatMoney(amount: number, currency: string): string {
  const digits = Number.isInteger(amount) ? 0 : 2;
  return new Intl.NumberFormat(LOCALE[currency] ?? 'en-US', { style: 'currency', currency, minimumFractionDigits: digits, maximumFractionDigits: 2 }).format(amount);
}

/** Credits and other counts with thousands separators (12,500). */
export const formatCredits = (n: number): string => new Intl.NumberFormat('en-US').format(n);

/** Pages for a row count at `size` rows a page (at least 1). */
export const pageCount = (count: number, size: number): number => Math.max(1, Math.ceil(count / size));

/** A date-time as the reports show it (the raw text if it is not a date). */
export function formatDate(iso: string): string {
  const d = new Date(iso);
  return Number.isNaN(d.getTime()) ? iso : d.toLocaleString();
}
