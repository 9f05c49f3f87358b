import { Card, Center, Heading, Stack, Text } from '@chakra-ui/react';
import { Store } from 'lucide-react';
import { Navigate } from 'react-router';
import { MAIN_ID } from '@/components/layout/skip-link';
import { PageLoader } from '@/components/layout/page-loader';
import { useSession } from '@/components/admin/use-session';
import { paths } from '@/config/paths';
import { usePageMeta } from '@/hooks/use-page-meta';
import { LoginForm } from './login-form';

/** /admin/login (spec §2): an account already signed in goes straight to the dashboard. */
export function LoginPage() {
  usePageMeta('Connexion — Administration');
  const session = useSession();
  if (session.status === 'loading') return <PageLoader />;
  if (session.user) return <Navigate to={paths.admin.dashboard} replace />;

  return (
    <Center as="main" id={MAIN_ID} minH="100dvh" bg="bg.subtle" px="4" py="10">
      <Card.Root w="full" maxW="md" size={{ base: 'md', md: 'lg' }}>
        <Card.Header>
          <Stack gap="3" align="center" textAlign="center">
            <Center boxSize="12" borderRadius="full" bg="brand.solid" color="brand.contrast" aria-hidden="true">
              <Store />
            </Center>
            <Heading as="h1" size="2xl">
              Administration
            </Heading>
            <Text color="fg.muted">Connectez-vous pour gérer votre site.</Text>
          </Stack>
        </Card.Header>
        <Card.Body>
          <LoginForm />
        </Card.Body>
      </Card.Root>
    </Center>
  );
}
