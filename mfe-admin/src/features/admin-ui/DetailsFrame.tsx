// The frame of a details (edit) page: its title, a card holding the form once the entity loaded
// (a spinner before, the server's message and a way back when it could not be read), and the
// form's footer: the server's refusal of the last Update (the form stays to fix and retry), back
// to the list, Update.
import { Button, Card, CardContent, PageHeader, Spinner } from '@atelier/ui-kit';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { FormError } from './FormError';
import { errorText } from './server-message';

interface DetailsFrameProps {
  title: string;
  subtitle: string;
  back: { href: string; label: string };
  error: unknown;
  loadingLabel: string;
  /** The form, or null while loading. */
  children: ReactNode | null;
}

export function DetailsFrame({ title, subtitle, back, error, loadingLabel, children }: DetailsFrameProps) {
  let body: ReactNode = children ?? <Spinner className="mx-auto size-6" label={loadingLabel} />;
  if (error) {
    body = (
      <div className="grid justify-items-start gap-3">
        <p role="alert" className="text-sm text-destructive">
          {errorText(error)}
        </p>
        <Link to={back.href} className="text-sm text-primary underline-offset-4 hover:underline">
          {back.label}
        </Link>
      </div>
    );
  }
  return (
    <div className="mx-auto grid w-full max-w-3xl grid-cols-[minmax(0,1fr)] gap-4">
      <PageHeader title={title} subtitle={subtitle} className="mb-2" />
      <Card>
        <CardContent className="pt-6">{body}</CardContent>
      </Card>
    </div>
  );
}

/** `change` is the form's useAdminChange: Update is busy while it runs, and its refusal shows above the buttons. */
export function UpdateFooter({ back, change }: { back: { href: string; label: string }; change: { isPending: boolean; error: unknown } }) {
  return (
    <div className="grid gap-4">
      <FormError message={change.error ? errorText(change.error) : null} />
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="outline" asChild>
          <Link to={back.href}>{back.label}</Link>
        </Button>
        <Button type="submit" loading={change.isPending}>
          Update
        </Button>
      </div>
    </div>
  );
}
