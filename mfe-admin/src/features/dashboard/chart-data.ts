// The dashboard's 30 days as its charts and their text alternatives read them: uPlot's columns
// (x in Unix seconds, one array per line), whether a chart has anything to show, and a one-line
// summary (total, and the busiest day). Revenue arrives in subunits per currency and is drawn in
// major units (fromSubunits). Pure, unit-tested.
import { fromSubunits, type DashboardDay } from '@atelier/contracts';

/** One line of a chart: its name and how a day gives its value. */
export interface Line {
  label: string;
  value(day: DashboardDay): number;
  /** How one value is written (count, ₹, $). */
  format(n: number): string;
}

/** A day's x: its UTC midnight in Unix seconds. */
export const dayX = (date: string): number => Date.parse(`${date}T00:00:00Z`) / 1000;

/** A day as the charts' axis and tables write it: "20 Nov". */
export const dayLabel = (date: string): string => new Date(`${date}T00:00:00Z`).toLocaleDateString('en-GB', { day: 'numeric', month: 'short', timeZone: 'UTC' });

/** uPlot's data: [xs, ys of line 1, ys of line 2, …]. */
export function chartColumns(days: readonly DashboardDay[], lines: readonly Line[]): number[][] {
  return [days.map((d) => dayX(d.date)), ...lines.map((l) => days.map((d) => l.value(d)))];
}

/** True when every value of every line is 0 (a flat chart says nothing: the empty state instead). */
export const isQuiet = (days: readonly DashboardDay[], lines: readonly Line[]): boolean => days.every((d) => lines.every((l) => l.value(d) === 0));

/** "42 in the last 30 days; most on 20 Nov (9)" per line, joined — the chart's text alternative. */
export function chartSummary(days: readonly DashboardDay[], lines: readonly Line[]): string {
  return lines
    .map((l) => {
      const total = days.reduce((s, d) => s + l.value(d), 0);
      const peak = days.reduce<DashboardDay | null>((best, d) => (best === null || l.value(d) > l.value(best) ? d : best), null);
      const most = peak && l.value(peak) > 0 ? `; most on ${dayLabel(peak.date)} (${l.format(l.value(peak))})` : '';
      return `${l.label}: ${l.format(total)} in the last ${days.length} days${most}.`;
    })
    .join(' ');
}

/** Revenue of a day in major units of one currency (refunds already subtracted by the server). */
export const revenueOf = (currency: 'INR' | 'USD') => (d: DashboardDay): number => fromSubunits(d.revenue[currency]);
