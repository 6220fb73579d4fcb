import { AuthLayout } from '../components/auth-layout';
import { SignUpForm } from '../components/sign-up-form';

/** /signup: create a business account. */
export function SignUpPage() {
  return (
    <AuthLayout
      title="Create your Daybook account"
      description="Set up your business and its first location."
      width={720}
    >
      <SignUpForm />
    </AuthLayout>
  );
}

/** /free-trial: the same sign-up, presented as a free trial. */
export function FreeTrialPage() {
  return (
    <AuthLayout
      title="Start your free trial"
      description="Try Daybook free: set up your business and first location in a minute."
      width={720}
    >
      <SignUpForm submitLabel="Start free trial" />
    </AuthLayout>
  );
}
