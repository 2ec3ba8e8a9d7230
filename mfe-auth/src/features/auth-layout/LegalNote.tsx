// The terms and privacy links shown under the sign-in and profile forms (spec §2).
import { TextLink } from './TextLink';

export function LegalNote() {
  return (
    <p className="px-4 text-center text-sm text-muted-foreground">
      By clicking continue, you agree to our{' '}
      <TextLink to="/terms">
        Terms of Service
      </TextLink>{' '}
      and{' '}
      <TextLink to="/privacy">
        Privacy Policy
      </TextLink>
      .
    </p>
  );
}
