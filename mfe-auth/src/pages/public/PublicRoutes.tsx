// The public auth screens (spec §2 public routes), by screen id of src/screens.json (which gives
// each its path: login → /login, forgot-verify-otp → /forgot/verify-otp, …). The sign-in screen,
// the one most visits open, is in the App chunk itself, so `/login` is drawn one download sooner
// (the shell preloads the App chunk with the remote's entry); the others are chunks of their own,
// loaded when drawn, so `/login` does not download the code entry, the profile step and the
// password forms behind it (docs/benchmarks.md "Page weight").
import { lazy, type ComponentType } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import LoginPage from './LoginPage';

const OtpPage = lazy(() => import('./OtpPage'));
const SignupOtpPage = () => <OtpPage mode="signup" />;
const ResetOtpPage = () => <OtpPage mode="reset" />;

export const PUBLIC_PAGES: Record<string, ComponentType> = {
  login: LoginPage,
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
