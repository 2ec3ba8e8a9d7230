// The terms and privacy links shown under the sign-in and profile forms (spec §2).
import { Link } from 'react-router-dom';

const linkClass = 'underline underline-offset-4 hover:text-primary focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring rounded-sm';

export function LegalNote() {
  return (
    <p className="px-4 text-center text-sm text-muted-foreground">
      By clicking continue, you agree to our{' '}
      <Link to="/terms" className={linkClass}>
        Terms of Service
      </Link>{' '}
      and{' '}
      <Link to="/privacy" className={linkClass}>
        Privacy Policy
      </Link>
      .
    </p>
  );
}
