import { Button, HStack, Link, Text } from '@chakra-ui/react';
import { addressKey } from '@comptoir/core';
import { ExternalLink, Send } from 'lucide-react';
import type { RecipientConfirmations } from '../hooks/use-recipient-confirmations';

export interface RecipientState {
  /** Addresses as last saved, lower-cased. */
  saved: ReadonlySet<string>;
  /** Addresses whose owner opened the link, lower-cased. */
  confirmed: ReadonlySet<string>;
  confirmations: RecipientConfirmations;
}

export type RecipientStep = 'empty' | 'unsaved' | 'confirmed' | 'pending';

export function recipientStep(
  email: string,
  { saved, confirmed }: Omit<RecipientState, 'confirmations'>,
): RecipientStep {
  const key = addressKey(email);
  if (key === '') return 'empty';
  if (!saved.has(key)) return 'unsaved';
  return confirmed.has(key) ? 'confirmed' : 'pending';
}

/** What a merchant email's help text says of it. */
export const RECIPIENT_HELP: Record<RecipientStep, string | undefined> = {
  empty: undefined,
  unsaved: 'À l’enregistrement, un lien de confirmation sera envoyé à cette adresse.',
  confirmed: 'Adresse confirmée\u00a0: elle reçoit les notifications.',
  pending: 'En attente de confirmation\u00a0: cette adresse ne reçoit rien tant que le lien envoyé n’a pas été ouvert.',
};

/** Below a pending address: send its link again, and in the demo modes open it. */
export function RecipientActions({ email, state }: { email: string; state: RecipientState }) {
  if (recipientStep(email, state) !== 'pending') return null;
  const key = addressKey(email);
  const { sending, previews, send } = state.confirmations;
  const preview = previews[key];
  return (
    <HStack gap="3" flexWrap="wrap">
      <Button size="xs" variant="outline" loading={sending === key} onClick={() => void send(email)}>
        <Send aria-hidden="true" />
        Renvoyer le lien
      </Button>
      {preview && (
        <Text fontSize="sm">
          <Link href={preview} color="brand.fg" textDecoration="underline">
            {'Mode démo, aucun email ne part\u00a0: ouvrir le lien'}
            <ExternalLink aria-hidden="true" size="14" />
          </Link>
        </Text>
      )}
    </HStack>
  );
}
