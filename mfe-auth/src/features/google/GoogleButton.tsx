// Google sign-in/sign-up: navigates the whole window to the provider callback on the API host
// (spec §2), which starts the OIDC flow. When the server says Google is not configured, the
// button is disabled and says why instead of failing after a redirect.
import { api } from '@atelier/api-client';
import { EXTRA_PATHS } from '@atelier/contracts';
import { AUTH_MSG } from '@atelier/contracts/src/messages';
import { Button } from '@atelier/ui-kit';
import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { googleState, providersQuery } from './providers-query';

export function GoogleButton({ label }: { label: string }) {
  const google = googleState(useQuery(providersQuery()).data);
  const noteId = useId();
  const disabled = google === 'disabled';

  return (
    <div className="flex flex-col gap-2">
      <Button
        type="button"
        variant="outline"
        className="w-full"
        disabled={disabled}
        aria-describedby={disabled ? noteId : undefined}
        onClick={() => window.location.assign(api.url(EXTRA_PATHS.googleCallback))}
      >
        <GoogleMark />
        {label}
      </Button>
      {disabled && (
        <p id={noteId} className="text-center text-xs text-muted-foreground">
          {AUTH_MSG.googleNotConfigured}
        </p>
      )}
    </div>
  );
}

function GoogleMark() {
  return (
    <svg aria-hidden="true" viewBox="0 0 24 24" className="mr-2 size-4">
      <path fill="#4285F4" d="M23.5 12.3c0-.8-.1-1.6-.2-2.3H12v4.5h6.5a5.6 5.6 0 0 1-2.4 3.6v3h3.9c2.2-2.1 3.5-5.1 3.5-8.8z" />
      <path fill="#34A853" d="M12 24c3.2 0 6-1.1 7.9-2.9l-3.9-3c-1.1.7-2.4 1.2-4 1.2-3.1 0-5.7-2.1-6.7-4.9h-4v3.1A12 12 0 0 0 12 24z" />
      <path fill="#FBBC05" d="M5.3 14.4a7.2 7.2 0 0 1 0-4.7V6.6h-4a12 12 0 0 0 0 10.8l4-3z" />
      <path fill="#EA4335" d="M12 4.8c1.8 0 3.3.6 4.6 1.8l3.4-3.4A12 12 0 0 0 1.3 6.6l4 3.1C6.3 6.9 8.9 4.8 12 4.8z" />
    </svg>
  );
}
