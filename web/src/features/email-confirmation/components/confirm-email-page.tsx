import { Alert, Button, Stack, Text } from '@chakra-ui/react';
import { deName } from '@comptoir/core';
import { MailCheck } from 'lucide-react';
import { useState } from 'react';
import { CenteredCard } from '@/components/layout/centered-card';
import { usePageMeta } from '@/hooks/use-page-meta';
import { useConfirmRecipient } from '../api/confirm-recipient';

type State =
  { step: 'asking' } | { step: 'done'; email: string; siteName: string } | { step: 'failed'; message: string };

export const INCOMPLETE_LINK_MESSAGE =
  'Ce lien est incomplet. Ouvrez le lien de l’email tel quel, ou demandez-en un nouveau depuis les paramètres du site.';

/**
 * /confirmer-email?jeton=…: the owner of a merchant address agrees to receive the shop's
 * notifications. One press of a button, not the page's opening: mail scanners open links too.
 */
export function ConfirmEmailPage() {
  usePageMeta('Confirmer votre adresse email — Comptoir');
  // Read once from the address: the page never changes its own query.
  const [token] = useState(() => new URLSearchParams(window.location.search).get('jeton') ?? '');
  const [state, setState] = useState<State>(
    token ? { step: 'asking' } : { step: 'failed', message: INCOMPLETE_LINK_MESSAGE },
  );

  const confirming = useConfirmRecipient({
    // Said on the page, not toasted.
    failure: (error) => {
      setState({ step: 'failed', message: error instanceof Error ? error.message : String(error) });
      return null;
    },
  });

  const confirm = async () => {
    const outcome = await confirming.run(token);
    if (outcome.ok) setState({ step: 'done', ...outcome.result });
  };

  return (
    <CenteredCard icon={<MailCheck />} title="Confirmer votre adresse email">
      {state.step === 'done' ? (
        <Alert.Root status="success" borderRadius="lg" role="status">
          <Alert.Indicator />
          <Alert.Content>
            <Alert.Title>Adresse confirmée</Alert.Title>
            <Alert.Description>
              {`${state.email} recevra désormais les demandes de devis et les messages ${deName(state.siteName)}.`}
            </Alert.Description>
          </Alert.Content>
        </Alert.Root>
      ) : state.step === 'failed' ? (
        <Alert.Root status="error" borderRadius="lg" role="alert">
          <Alert.Indicator />
          <Alert.Content>
            <Alert.Title>Confirmation impossible</Alert.Title>
            <Alert.Description>{state.message}</Alert.Description>
          </Alert.Content>
        </Alert.Root>
      ) : (
        <Stack gap="5">
          <Text>
            Une boutique publiée avec Comptoir souhaite vous envoyer par email les demandes de devis et les messages
            reçus sur son site. Confirmez si vous le voulez bien.
          </Text>
          <Text color="fg.muted" fontSize="sm">
            {'Vous n’avez rien demandé\u00a0? Fermez simplement cette page\u00a0: vous ne recevrez rien.'}
          </Text>
          <Button colorPalette="brand" onClick={() => void confirm()} loading={confirming.pending}>
            Confirmer mon adresse
          </Button>
        </Stack>
      )}
    </CenteredCard>
  );
}
