// The public auth screens (spec §2 public routes), by screen id of src/screens.json (which gives
// each its path: login → /login, forgot-verify-otp → /forgot/verify-otp, …).
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
  login: LoginPage,
  register: RegisterPage,
  'verify-otp': SignupOtpPage,
  'forgot-password': ForgotPasswordPage,
  'forgot-verify-otp': ResetOtpPage,
  'register-profile': CreateProfilePage,
  'new-password': NewPasswordPage,
};

export default function PublicScreen({ screen }: { screen: string }) {
  const { pathname } = useLocation();
  const Page = PUBLIC_PAGES[screen];
  // Anything else asked of this area is the spec's blank placeholder: straight to /login.
  if (!Page) return <Navigate to="/login" replace />;
  // Keyed by path so moving between two screens never carries form state across.
  return <Page key={pathname} />;
}
