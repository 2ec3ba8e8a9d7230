// Submit with the job's cost above it ("Uses N credits", from the chosen model's credits × the
// images) on every generate and edit screen; when the wallet (the shared credits query, live from
// the stream) cannot pay it, the screen says so with a link to Pricing and Submit stays disabled
// instead of failing after the click.
import { creditsQuery } from '@atelier/api-client';
import { BILLING_MSG } from '@atelier/contracts/src/messages';
import { screenHref } from '@atelier/shell-contract';
import { Button, cn } from '@atelier/ui-kit';
import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { useWatch, type Path, type UseFormReturn } from 'react-hook-form';
import { Link } from 'react-router-dom';
import { costText, isShort, jobCost } from './cost';
import type { ModelOptions, ModelSizeValues } from './use-model-options';

/** Pricing's address (mfe_billing's `pricing` screen in the user area). */
export const PRICING_HREF = screenHref('user', 'pricing');

interface SubmitWithCostProps<T extends ModelSizeValues> {
  form: UseFormReturn<T>;
  options: ModelOptions;
  /** Images the job makes (the Playground's count; 1 elsewhere). */
  images?: number;
  busy: boolean;
  className?: string;
}

export function SubmitWithCost<T extends ModelSizeValues>({ form, options, images = 1, busy, className }: SubmitWithCostProps<T>) {
  const id = useId();
  // react-hook-form cannot see through the generic that model_id exists on T.
  const model = useWatch({ control: form.control, name: 'model_id' as Path<T> }) as string | undefined;
  const wallet = useQuery(creditsQuery()).data;
  const cost = jobCost(options.models.find((m) => m.value === model)?.credits, images);
  const short = isShort(cost, wallet);
  return (
    <div className={cn('grid gap-2', className)}>
      {cost !== null ? (
        <p id={`${id}-cost`} className="text-sm text-muted-foreground" data-testid="job-cost">
          {costText(cost)}
        </p>
      ) : null}
      {short ? (
        <p id={`${id}-short`} role="alert" className="text-sm font-medium text-destructive">
          {BILLING_MSG.notEnoughCredits}{' '}
          <Link to={PRICING_HREF} className="underline underline-offset-4">
            Go to Pricing
          </Link>
        </p>
      ) : null}
      <Button type="submit" loading={busy} disabled={short} aria-describedby={[cost !== null && `${id}-cost`, short && `${id}-short`].filter(Boolean).join(' ') || undefined}>
        Submit
      </Button>
    </div>
  );
}
