// The public auth screens (spec §2 public routes), by screen id of src/screens.json (which gives
// each its path: login → /login, forgot-verify-otp → /forgot/verify-otp, …). Each screen is a chunk
// of its own, loaded when it is drawn: `/login` downloads the sign-in form, not the code entry, the
// profile step and the password forms behind it (docs/frontends.md "Page weight").
import { lazy, type ComponentType } from 'react';
import { Navigate, useLocation } from 'react-router-dom';

const OtpPage = lazy(() => import('./OtpPage'));
const SignupOtpPage = () => <OtpPage mode="signup" />;
const ResetOtpPage = () => <OtpPage mode="reset" />;

export const PUBLIC_PAGES: Record<string, ComponentType> = {
  login: lazy(() => import('./LoginPage')),
  register: lazy(() => import('./RegisterPage')),
  'verify-otp': SignupOtpPage,
  'forgot-password': lazy(() => import('./ForgotPasswordPage')),
  'forgot-verify-otp': ResetOtpPage,
  'register-profile': lazy(() => import('./CreateProfilePage')),
  'new-password': lazy(() => import('./NewPasswordPage')),
};

/** The public screen `screen`; the caller's Suspense shows while its chunk loads. */
export default function PublicScreen({ screen }: { screen: string }) {
  const { pathname } = useLocation();
  const Page = PUBLIC_PAGES[screen];
  // Anything else asked of this area is the spec's blank placeholder: straight to /login.
  if (!Page) return <Navigate to="/login" replace />;
  // Keyed by path so moving between two screens never carries form state across.
  return <Page key={pathname} />;
}
