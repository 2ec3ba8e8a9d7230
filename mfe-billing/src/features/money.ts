// How billing screens write money and pages: a plan's amount (major units) with its currency's
// sign (₹499, $4.99) through Intl, and how many report pages a row count makes.
import { BILLING_LIMITS, type Currency } from '@atelier/contracts';

const LOCALE: Record<Currency, string> = { INR: 'en-IN', USD: 'en-US' };

/** ₹1,499 / $4.99: whole amounts without decimals, others with two. */
export function formatMoney(amount: number, currency: Currency): string {
  const digits = Number.isInteger(amount) ? 0 : 2;
  return new Intl.NumberFormat(LOCALE[currency], { style: 'currency', currency, minimumFractionDigits: digits, maximumFractionDigits: 2 }).format(amount);
}

/** Credits with thousands separators (12,500). */
export const formatCredits = (n: number): string => new Intl.NumberFormat('en-US').format(n);

/** Report pages for a row count (at least 1). */
export const pageCount = (count: number, size: number = BILLING_LIMITS.reportPageSize): number => Math.max(1, Math.ceil(count / size));

/** A date-time as the reports show it (the raw text if it is not a date). */
export function formatDate(iso: string): string {
  const d = new Date(iso);
  return Number.isNaN(d.getTime()) ? iso : d.toLocaleString();
}
