// The admin home (spec §2 Dashboard, issue 10): "Welcome <admin name>", the four cards — Total
// User, Total Active premium user, Total image generated, Total revenue (₹ and $ apart, refunds
// subtracted) — and the last 30 days of sign-ups, images and revenue as charts (uPlot, each with
// a text summary and its numbers as a table). Loading, error (with Try again) and empty states.
import { fromSubunits, type Dashboard } from '@atelier/contracts';
import { useSession } from '@atelier/shell-contract';
import { Button, Card, CardContent, CardHeader, CardTitle, EmptyState, formatCredits, formatMoney, PageHeader, Spinner } from '@atelier/ui-kit';
import { useQuery } from '@tanstack/react-query';
import { AlertTriangle, BadgeIndianRupee, Crown, ImageIcon, Users, type LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { errorText } from '../features/admin-ui/server-message';
import { revenueOf, type Line } from '../features/dashboard/chart-data';
import { dashboardQuery } from '../features/dashboard/dashboard-api';
import { DayChart } from '../features/dashboard/DayChart';

// Module constants: a chart redraws only when its data changes.
const SIGNUPS: Line[] = [{ label: 'Sign-ups', value: (d) => d.signups, format: formatCredits }];
const IMAGES: Line[] = [{ label: 'Images', value: (d) => d.images, format: formatCredits }];
const REVENUE: Line[] = [
  { label: 'Revenue (INR)', value: revenueOf('INR'), format: (n) => formatMoney(n, 'INR') },
  { label: 'Revenue (USD)', value: revenueOf('USD'), format: (n) => formatMoney(n, 'USD') },
];

export default function DashboardPage() {
  const name = useSession((s) => s.admin?.name ?? '');
  const result = useQuery(dashboardQuery());
  return (
    <div className="mx-auto flex w-full max-w-7xl min-w-0 flex-col gap-6">
      <PageHeader title={`Welcome ${name}`.trim()} subtitle="Here is what is happening on Atelier." className="mb-0" />
      {result.isPending ? (
        <div className="flex justify-center py-16">
          <Spinner className="size-6" label="Loading the dashboard" />
        </div>
      ) : result.error ? (
        <EmptyState
          icon={AlertTriangle}
          title="The dashboard could not be loaded"
          description={errorText(result.error)}
          action={
            <Button variant="outline" onClick={() => void result.refetch()}>
              Try again
            </Button>
          }
        />
      ) : (
        <DashboardBody data={result.data} />
      )}
    </div>
  );
}

function DashboardBody({ data }: { data: Dashboard }) {
  return (
    <>
      <section aria-label="Totals" className="grid gap-4 sm:grid-cols-2 xl:grid-cols-4">
        <Total title="Total User" icon={Users}>
          {formatCredits(data.users)}
        </Total>
        <Total title="Total Active premium user" icon={Crown}>
          {formatCredits(data.totalPremiumUser)}
        </Total>
        <Total title="Total image generated" icon={ImageIcon}>
          {formatCredits(data.totalImageGenerated)}
        </Total>
        <Total title="Total revenue" icon={BadgeIndianRupee}>
          <span className="block">{formatMoney(fromSubunits(data.totalRevenue.INR), 'INR')}</span>
          <span className="block">{formatMoney(fromSubunits(data.totalRevenue.USD), 'USD')}</span>
        </Total>
      </section>
      {data.series.length ? (
        <section aria-label={`The last ${data.series.length} days`} className="grid gap-4 lg:grid-cols-2">
          <DayChart title="Sign-ups per day" description="New accounts, by day (UTC)." days={data.series} lines={SIGNUPS} />
          <DayChart title="Images per day" description="Images of successful jobs, by day (UTC)." days={data.series} lines={IMAGES} />
          <div className="lg:col-span-2">
            <DayChart title="Revenue per day" description="Payments captured minus refunds, ₹ and $ apart, by day (UTC)." days={data.series} lines={REVENUE} />
          </div>
        </section>
      ) : (
        <EmptyState title="No activity yet" description="The charts fill in as people sign up, generate images and buy plans." />
      )}
    </>
  );
}

function Total({ title, icon: Icon, children }: { title: string; icon: LucideIcon; children: ReactNode }) {
  return (
    <Card role="group" aria-label={title}>
      <CardHeader className="flex flex-row items-center justify-between gap-2 pb-2">
        <CardTitle className="text-sm font-medium">{title}</CardTitle>
        <Icon className="size-4 text-muted-foreground" aria-hidden />
      </CardHeader>
      <CardContent className="text-2xl font-bold" data-testid={`total-${title}`}>
        {children}
      </CardContent>
    </Card>
  );
}
