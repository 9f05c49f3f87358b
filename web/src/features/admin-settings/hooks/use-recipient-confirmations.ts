import { addressKey } from '@comptoir/core';
import { useState } from 'react';
import { useSendRecipientConfirmation } from '../api/send-recipient-confirmation';

export interface RecipientConfirmations {
  /** The address whose link is being sent (lower-cased), if any. */
  sending: string | null;
  /** Where no email leaves the machine (sandbox, emulators): each address's link, to open by hand. */
  previews: Record<string, string>;
  send(email: string): Promise<void>;
}

/** Sends merchant addresses their confirmation link and says how it went. */
export function useRecipientConfirmations(siteId: string): RecipientConfirmations {
  const [sending, setSending] = useState<string | null>(null);
  const [previews, setPreviews] = useState<Record<string, string>>({});
  const sendLink = useSendRecipientConfirmation(siteId, {
    success: ({ status }, email) =>
      status === 'confirmed' ? `${email} est déjà confirmée.` : `Lien de confirmation envoyé à ${email}`,
    failure: (error, email) =>
      `Impossible d’envoyer le lien à ${email}\u00a0: ${error instanceof Error ? error.message : String(error)}`,
  });

  const send = async (email: string) => {
    const key = addressKey(email);
    setSending(key);
    const outcome = await sendLink.run(email);
    setSending(null);
    if (!outcome.ok) return;
    const { status, previewLink } = outcome.result;
    if (status !== 'confirmed' && previewLink) setPreviews((current) => ({ ...current, [key]: previewLink }));
  };

  return { sending, previews, send };
}
