/**
 * /signup/establishment: signed in, it adds a location to the business and returns to
 * /establishments; signed out, it is the full sign-up.
 */
import { Link, useNavigate } from 'react-router';
import { Anchor, Text } from '@mantine/core';
import { LoadingScreen } from '../../../components/loading-screen';
import { useEstablishmentMutations } from '../../establishments/api/establishments-api';
import { EstablishmentForm } from '../../establishments/components/establishment-form';
import { useAuth } from '../../../lib/auth/auth-context';
import { AuthLayout } from '../components/auth-layout';
import { SignUpForm } from '../components/sign-up-form';

/** The add-establishment page. */
export function SignUpEstablishmentPage() {
  const { status } = useAuth();
  if (status === 'loading') return <LoadingScreen text="Initializing..." />;
  if (status === 'signed-out') {
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
  return <AddEstablishment />;
}

function AddEstablishment() {
  const navigate = useNavigate();
  const { create } = useEstablishmentMutations();
  return (
    <AuthLayout
      title="Add New Establishment"
      description="Add another location to your business."
      width={860}
    >
      <EstablishmentForm
        submitLabel="Create establishment"
        submitting={create.isPending}
        onCancel={() => navigate('/establishments')}
        onSubmit={(body) => create.mutate(body, { onSuccess: () => navigate('/establishments') })}
      />
      <Text size="sm" ta="center">
        <Anchor component={Link} to="/dashboard">
          Back to dashboard
        </Anchor>
      </Text>
    </AuthLayout>
  );
}
