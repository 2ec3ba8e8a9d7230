// One dashboard chart: a uPlot line chart of the last 30 days (canvas, so it is hidden from
// assistive technology) with its text alternatives — a one-line summary under the title and the
// numbers themselves in a "Show as a table" disclosure (the kit's DataTable). A quiet month (all
// zeros) shows an empty state instead of a flat line. Colours come from the theme's CSS variables
// and are read again when the theme changes; the second line is dashed, so colour is never the
// only difference. The hovered day's values show under the chart.
import type { DashboardDay } from '@atelier/contracts';
import { Card, CardContent, CardDescription, CardHeader, CardTitle, EmptyState } from '@atelier/ui-kit';
import { DataTable, type ColumnDef } from '@atelier/ui-kit/src/table';
import { ChartNoAxesColumn } from 'lucide-react';
import { useEffect, useId, useMemo, useRef, useState } from 'react';
import uPlot from 'uplot';
import 'uplot/dist/uPlot.min.css';
import { chartColumns, chartSummary, dayLabel, isQuiet, type Line } from './chart-data';

const HEIGHT = 220;
/** Theme variables each line is drawn with (theme.css); the second line is dashed too. */
const LINE_COLOURS = ['--primary', '--success'] as const;

const cssVar = (el: Element, name: string) => getComputedStyle(el).getPropertyValue(name).trim();

function chartOptions(el: HTMLElement, width: number, lines: readonly Line[], onHover: (idx: number | null) => void): uPlot.Options {
  const colour = (name: string) => () => cssVar(el, name);
  const axis = (scale: string, line: Line | undefined, side?: 1 | 3): uPlot.Axis => ({
    scale,
    side,
    stroke: colour('--muted-foreground'),
    grid: { stroke: colour('--border'), width: 1 },
    ticks: { stroke: colour('--border'), width: 1 },
    ...(line ? { values: (_u, ticks) => ticks.map((t) => line.format(t)), size: 64 } : {}),
  });
  return {
    width,
    height: HEIGHT,
    legend: { show: false },
    // The second line of a chart (revenue in $ beside ₹) has its own scale and axis on the right.
    scales: { x: { time: true }, ...Object.fromEntries(lines.map((_, i) => [`y${i}`, { range: (_u: uPlot, _min: number, max: number) => [0, Math.max(1, max)] as uPlot.Range.MinMax }])) },
    axes: [
      { ...axis('x', undefined), values: (_u, ticks) => ticks.map((t) => dayLabel(new Date(t * 1000).toISOString().slice(0, 10))) },
      ...lines.map((l, i) => axis(`y${i}`, l, i === 0 ? 3 : 1)),
    ],
    series: [
      {},
      ...lines.map((l, i): uPlot.Series => ({
        label: l.label,
        scale: `y${i}`,
        stroke: colour(LINE_COLOURS[i % LINE_COLOURS.length]),
        width: 2,
        dash: i > 0 ? [6, 4] : undefined,
        points: { show: false },
      })),
    ],
    cursor: { y: false, points: { show: true } },
    hooks: { setCursor: [(u) => onHover(u.cursor.idx ?? null)] },
  };
}

interface DayChartProps {
  title: string;
  description: string;
  days: readonly DashboardDay[];
  lines: readonly Line[];
}

export function DayChart({ title, description, days, lines }: DayChartProps) {
  const summaryId = useId();
  const quiet = isQuiet(days, lines);
  return (
    <Card className="min-w-0" role="figure" aria-labelledby={`${summaryId}-title`} aria-describedby={summaryId}>
      <CardHeader>
        <CardTitle id={`${summaryId}-title`} className="text-base">
          {title}
        </CardTitle>
        <CardDescription>{description}</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-3">
        <p id={summaryId} className="text-sm">
          {chartSummary(days, lines)}
        </p>
        {quiet ? (
          <EmptyState icon={ChartNoAxesColumn} title="No activity yet" description={`Nothing in the last ${days.length} days.`} className="py-8" />
        ) : (
          <>
            <Legend lines={lines} />
            <Plot days={days} lines={lines} />
          </>
        )}
        <details className="text-sm">
          <summary className="cursor-pointer rounded-sm font-medium outline-none focus-visible:ring-2 focus-visible:ring-ring">Show as a table</summary>
          <div className="mt-2">
            <DataTable columns={tableColumns(lines)} data={days} caption={title} getRowId={(d) => d.date} />
          </div>
        </details>
      </CardContent>
    </Card>
  );
}

function Legend({ lines }: { lines: readonly Line[] }) {
  if (lines.length < 2) return null;
  return (
    <ul className="flex flex-wrap gap-4 text-xs text-muted-foreground" aria-hidden>
      {lines.map((l, i) => (
        <li key={l.label} className="flex items-center gap-1.5">
          <svg width="20" height="4" aria-hidden>
            <line x1="0" y1="2" x2="20" y2="2" strokeWidth="2" style={{ stroke: `var(${LINE_COLOURS[i % LINE_COLOURS.length]})` }} strokeDasharray={i > 0 ? '6 4' : undefined} />
          </svg>
          {l.label}
          {i === 0 ? ' (left axis)' : ' (right axis)'}
        </li>
      ))}
    </ul>
  );
}

/** The canvas itself: sized to its box, redrawn when the box or the theme changes. */
function Plot({ days, lines }: { days: readonly DashboardDay[]; lines: readonly Line[] }) {
  const box = useRef<HTMLDivElement>(null);
  const [hover, setHover] = useState<number | null>(null);
  const data = useMemo(() => chartColumns(days, lines), [days, lines]);
  useEffect(() => {
    const el = box.current;
    if (!el) return;
    const plot = new uPlot(chartOptions(el, el.clientWidth, lines, setHover), data as uPlot.AlignedData, el);
    const resize = new ResizeObserver(() => plot.setSize({ width: el.clientWidth, height: HEIGHT }));
    resize.observe(el);
    // The theme store toggles `dark` on <html>: the colour functions read the new variables.
    const theme = new MutationObserver(() => plot.redraw(true, true));
    theme.observe(document.documentElement, { attributes: true, attributeFilter: ['class'] });
    return () => {
      resize.disconnect();
      theme.disconnect();
      plot.destroy();
    };
  }, [data, lines]);
  const day = hover === null ? null : days[hover];
  return (
    <div className="grid gap-1">
      <div ref={box} className="w-full min-w-0 overflow-hidden" aria-hidden data-testid="day-chart" />
      <p className="min-h-5 text-xs text-muted-foreground" aria-hidden>
        {day ? `${dayLabel(day.date)}: ${lines.map((l) => `${l.label} ${l.format(l.value(day))}`).join(', ')}` : 'Point at the chart to read a day.'}
      </p>
    </div>
  );
}

function tableColumns(lines: readonly Line[]): ColumnDef<DashboardDay, any>[] {
  return [
    { accessorKey: 'date', header: 'Day', cell: (c) => dayLabel(c.row.original.date), meta: { className: 'whitespace-nowrap' } },
    ...lines.map((l): ColumnDef<DashboardDay, any> => ({ id: l.label, header: l.label, cell: (c) => l.format(l.value(c.row.original)) })),
  ];
}
