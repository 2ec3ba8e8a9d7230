// The public auth screens (spec §2 public routes). They are chosen by the full pathname rather
// than by paths relative to the mount point, so the shell may mount this area at each path or
// under a catch-all and the same screen shows either way.
import type { ComponentType } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import CreateProfilePage from './CreateProfilePage';
import ForgotPasswordPage from './ForgotPasswordPage';
import LoginPage from './LoginPage';
import NewPasswordPage from './NewPasswordPage';
import OtpPage from './OtpPage';
import RegisterPage from './RegisterPage';

const SignupOtpPage = () => <OtpPage mode="signup" />;
const ResetOtpPage = () => <OtpPage mode="reset" />;

export const PUBLIC_PAGES: Record<string, ComponentType> = {
  '/login': LoginPage,
  '/register': RegisterPage,
  '/verify-otp': SignupOtpPage,
  '/forgot-password': ForgotPasswordPage,
  '/forgot/verify-otp': ResetOtpPage,
  '/register-profile': CreateProfilePage,
  '/new-password': NewPasswordPage,
};

export default function PublicRoutes() {
  const { pathname } = useLocation();
  const Page = PUBLIC_PAGES[pathname.replace(/\/+$/, '') || '/'];
  // Anything else mounted here is the spec's blank placeholder: straight to /login.
  if (!Page) return <Navigate to="/login" replace />;
  // Keyed by path so moving between two screens never carries form state across.
  return <Page key={pathname} />;
}
