/**
 * /signup/establishment: signed in, it adds a location to the business and returns to
 * /establishments; signed out, it is the full sign-up. It composes the auth feature's sign-up
 * with the establishments feature's form, so it lives in app/.
 */
import { Link, useNavigate } from 'react-router';
import { Anchor, Text } from '@mantine/core';
import { LoadingScreen } from '../../components/loading-screen';
import { useAuth } from '../../lib/auth/auth-context';
import { AuthLayout } from '../../features/auth/components/auth-layout';
import { SignUpPage } from '../../features/auth/pages/sign-up-page';
import { useEstablishmentMutations } from '../../features/establishments/api/establishments-api';
import { EstablishmentForm } from '../../features/establishments/components/establishment-form';

/** The add-establishment page. */
export function SignUpEstablishmentRoute() {
  const { status } = useAuth();
  if (status === 'loading') return <LoadingScreen text="Initializing..." />;
  if (status === 'signed-out') return <SignUpPage />;
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
