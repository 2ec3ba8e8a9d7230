// Register ("Create an account", spec §2): email only; the server emails a code, the address is
// kept locally (spec §3) and the user continues on /verify-otp.
import { AuthLayout } from '../../features/auth-layout/AuthLayout';
import { TextLink } from '../../features/auth-layout/TextLink';
import { SendCodeForm } from '../../features/otp/SendCodeForm';
import { Divider } from '../../features/auth-layout/Divider';
import { LegalNote } from '../../features/auth-layout/LegalNote';
import { GoogleButton } from '../../features/google/GoogleButton';

export default function RegisterPage() {
  return (
    <AuthLayout
      title="Create an account"
      description="Enter your email below to create your account"
      corner={{ to: '/login', label: 'Login' }}
    >
      <SendCodeForm mode="signup" />
      <Divider label="Or continue with" />
      <GoogleButton label="Sign up with Google" />
      <p className="text-center text-sm text-muted-foreground">
        Already have an account?{' '}
        <TextLink to="/login" className="font-medium text-foreground">
          Login
        </TextLink>
      </p>
      <LegalNote />
    </AuthLayout>
  );
}
