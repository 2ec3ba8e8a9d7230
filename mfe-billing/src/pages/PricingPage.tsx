// Pricing (spec §2 Pricing; issue 8): the current balance, then one card per active plan — name,
// trial/free mark, amount with ₹ or $, credits, the six features, the plan's own text and Buy now
// (progress while its purchase runs; "Test mode" beside it when orders go to the sandbox). The free
// plan is granted on sign-up and is not for sale. Buyers may say where they buy from — a state of
// India or a country — for the tax invoice (optional, remembered). Loading, empty and error states
// of their own.
import { ApiError, creditsQuery } from '@atelier/api-client';
import { MSG, type Plan } from '@atelier/contracts';
import { Badge, Button, Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle, EmptyState, formatCredits, formatMoney, FullScreenSpinner, Label, PageHeader, Select } from '@atelier/ui-kit';
import { useQuery } from '@tanstack/react-query';
import { Check, Coins, FlaskConical } from 'lucide-react';
import { useId, useState } from 'react';
import { plansQuery } from '../features/billing-api';
import { FOREIGN_COUNTRIES, GST_STATES, rememberedLocation, rememberLocation, stateLocation, type BuyerLocation } from '../features/checkout/buyer-location';
import { useBuy } from '../features/checkout/use-buy';
import { PLAN_FEATURES } from '../features/plan-features';

function Balance() {
  const { data } = useQuery(creditsQuery());
  if (!data) return null;
  return (
    <p className="flex items-center gap-2 rounded-md border px-3 py-2 text-sm" aria-live="polite">
      <Coins className="size-4 text-muted-foreground" aria-hidden />
      <span>
        Your balance: <strong data-testid="pricing-balance">{formatCredits(data.credits)}</strong> credits
        {data.held > 0 ? <span className="text-muted-foreground"> ({formatCredits(data.held)} held by running jobs)</span> : null}
      </span>
    </p>
  );
}

function LocationPicker({ value, onChange }: { value: BuyerLocation | undefined; onChange(location: BuyerLocation | undefined): void }) {
  const id = useId();
  const hint = useId();
  return (
    <div className="flex flex-wrap items-center gap-2 text-sm">
      <Label htmlFor={id} className="font-normal text-muted-foreground">
        You are buying from (for the tax invoice)
      </Label>
      <Select id={id} className="h-8 w-64" aria-describedby={hint} value={value ?? ''} onChange={(e) => onChange(e.target.value || undefined)}>
        <option value="">Not specified</option>
        <optgroup label="India">
          {GST_STATES.map((s) => (
            <option key={s.code} value={stateLocation(s.code)}>
              {s.name}
            </option>
          ))}
        </optgroup>
        <optgroup label="Outside India">
          {FOREIGN_COUNTRIES.map((c) => (
            <option key={c.code} value={c.code}>
              {c.name}
            </option>
          ))}
        </optgroup>
      </Select>
      <span id={hint} className="text-xs text-muted-foreground">
        Optional. GST applies in India; a dollar purchase from abroad is an export.
      </span>
    </div>
  );
}

const TYPE_MARK: Partial<Record<Plan['type'], string>> = { trial: 'Trial', free: 'Free' };

function PlanCard({ plan, busy, waiting, testMode, onBuy }: { plan: Plan; busy: boolean; waiting: boolean; testMode: boolean; onBuy(): void }) {
  const titleId = useId();
  const mark = TYPE_MARK[plan.type];
  return (
    <Card className="flex flex-col" aria-labelledby={titleId} role="article" data-plan-type={plan.type}>
      <CardHeader className="gap-2">
        <div className="flex items-center justify-between gap-2">
          <CardTitle id={titleId} className="text-lg">
            {plan.name}
          </CardTitle>
          {mark ? <Badge variant="outline">{mark}</Badge> : null}
        </div>
        {/* The amount carries its currency sign (₹, $): the spec's currency icon, read aloud too. */}
        <p className="text-3xl font-bold tracking-tight">{formatMoney(plan.amount, plan.currency)}</p>
        <CardDescription className="text-base font-medium text-foreground">{formatCredits(plan.credits)} credits</CardDescription>
      </CardHeader>
      <CardContent className="flex flex-1 flex-col gap-4">
        <ul className="grid gap-2 text-sm">
          {PLAN_FEATURES.map((f) => (
            <li key={f} className="flex gap-2">
              <Check className="mt-0.5 size-4 shrink-0 text-success" aria-hidden />
              {f}
            </li>
          ))}
        </ul>
        {plan.data ? <p className="whitespace-pre-line text-sm text-muted-foreground">{plan.data}</p> : null}
        {plan.type === 'trial' ? <p className="text-xs text-muted-foreground">One trial per account.</p> : null}
      </CardContent>
      <CardFooter className="flex flex-col items-stretch gap-2">
        {plan.type === 'free' ? (
          <p className="rounded-md bg-muted px-3 py-2 text-center text-sm text-muted-foreground">Included on sign-up</p>
        ) : (
          <Button onClick={onBuy} loading={busy} disabled={waiting} aria-describedby={titleId}>
            Buy now
          </Button>
        )}
        {testMode && plan.type !== 'free' ? (
          <p className="flex items-center justify-center gap-1 text-xs text-muted-foreground">
            <FlaskConical className="size-3.5" aria-hidden />
            Test mode: no real money is charged
          </p>
        ) : null}
      </CardFooter>
    </Card>
  );
}

export default function PricingPage() {
  const plans = useQuery(plansQuery());
  const [location, setLocation] = useState(rememberedLocation);
  const { buy, buying, testMode } = useBuy(location);
  const pick = (next: BuyerLocation | undefined) => {
    rememberLocation(next);
    setLocation(next);
  };
  const list = plans.data ?? [];

  return (
    <div className="mx-auto w-full max-w-6xl">
      <PageHeader title="Pricing" subtitle="Pick a plan and top up your credits" actions={<Balance />} />
      {plans.isPending ? (
        <FullScreenSpinner label="Loading plans" />
      ) : plans.error ? (
        <EmptyState
          title="Plans could not be loaded"
          description={(plans.error instanceof ApiError && plans.error.serverMsg) || MSG.genericError}
          action={
            <Button variant="outline" onClick={() => void plans.refetch()}>
              Try again
            </Button>
          }
        />
      ) : list.length === 0 ? (
        <EmptyState title="No plans on sale right now" description="Please check back later." />
      ) : (
        <div className="grid gap-4">
          {list.some((p) => p.type !== 'free') ? <LocationPicker value={location} onChange={pick} /> : null}
          <div className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
            {list.map((plan) => (
              <PlanCard key={plan.id} plan={plan} busy={buying === plan.id} waiting={buying !== null && buying !== plan.id} testMode={testMode} onBuy={() => void buy(plan)} />
            ))}
          </div>
        </div>
      )}
    </div>
  );
}
