import { addressKey } from '@comptoir/core';
import { useState } from 'react';
import { notify } from '@/components/ui/notify';
import { useServices } from '@/lib/services-context';

export interface RecipientConfirmations {
  /** The address whose link is being sent (lower-cased), if any. */
  sending: string | null;
  /** Where no email leaves the machine (sandbox, emulators): each address's link, to open by hand. */
  previews: Record<string, string>;
  send(email: string): Promise<void>;
}

/** Sends merchant addresses their confirmation link and says how it went. */
export function useRecipientConfirmations(siteId: string): RecipientConfirmations {
  const { functions } = useServices();
  const [sending, setSending] = useState<string | null>(null);
  const [previews, setPreviews] = useState<Record<string, string>>({});

  const send = async (email: string) => {
    const key = addressKey(email);
    setSending(key);
    try {
      const { status, previewLink } = await functions.call('sendRecipientConfirmation', { siteId, email });
      if (status === 'confirmed') return notify.success(`${email} est déjà confirmée.`);
      notify.success(`Lien de confirmation envoyé à ${email}`);
      if (previewLink) setPreviews((current) => ({ ...current, [key]: previewLink }));
    } catch (error) {
      notify.error(
        `Impossible d’envoyer le lien à ${email}\u00a0: ${error instanceof Error ? error.message : String(error)}`,
      );
    } finally {
      setSending(null);
    }
  };

  return { sending, previews, send };
}
