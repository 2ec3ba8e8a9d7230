// Forgot Password (spec §2): email, Submit, Login link; the reset code goes out and the user
// continues on /forgot/verify-otp with the address kept locally.
import { AuthLayout } from '../../features/auth-layout/AuthLayout';
import { TextLink } from '../../features/auth-layout/TextLink';
import { SendCodeForm } from '../../features/otp/SendCodeForm';

export default function ForgotPasswordPage() {
  return (
    <AuthLayout title="Forgot Password" description="Enter your email and we will send you a code to reset your password">
      <SendCodeForm mode="reset" />
      <p className="text-center text-sm text-muted-foreground">
        Remembered it?{' '}
        <TextLink to="/login" className="font-medium text-foreground">
          Login
        </TextLink>
      </p>
    </AuthLayout>
  );
}
