import { Stack } from '@chakra-ui/react';
import { addressKey, settingsFormSchema, type SettingsFormInput, type SettingsFormValues } from '@comptoir/core';
import { useState } from 'react';
import { StickySaveBar } from '@/components/admin/forms/sticky-save-bar';
import { useZodForm } from '@/components/admin/forms/use-zod-form';
import { notify } from '@/components/ui/notify';
import { useServices } from '@/lib/services-context';
import { saveSettings } from '../api/save-settings';
import { useRecipientConfirmations } from '../api/recipient-confirmations';
import { sendTestEmail } from '../api/send-test-email';
import { ContactSection } from './contact-section';
import { LegalSection } from './legal-section';
import { NotificationSection } from './notification-section';
import { PoliciesSection } from './policies-section';
import { SocialSection } from './social-section';
import { useUnsavedGuard } from '@/components/admin/forms/unsaved/unsaved-changes-context';

export interface SettingsFormProps {
  siteId: string;
  initial: SettingsFormInput;
  /** The merchant addresses confirmed through their link, lower-cased (live). */
  confirmed: readonly string[];
}

const keysOf = (emails: readonly (string | undefined)[] | undefined) =>
  new Set((emails ?? []).map((email) => addressKey(email ?? '')).filter(Boolean));

/**
 * The settings form: saved in one batch; new merchant addresses are sent their confirmation link;
 * the test email uses the saved, confirmed addresses.
 */
export function SettingsForm({ siteId, initial, confirmed }: SettingsFormProps) {
  const { db, functions } = useServices();
  const form = useZodForm(settingsFormSchema, initial);
  const [testing, setTesting] = useState(false);
  const confirmations = useRecipientConfirmations(siteId);
  const saved = keysOf(form.formState.defaultValues?.merchantEmails);
  const confirmedKeys = new Set(confirmed);
  // Read while rendering: react-hook-form only tracks the form-state fields a render reads.
  const { isDirty, isSubmitting } = form.formState;
  useUnsavedGuard(isDirty);

  const persist = async (values: SettingsFormValues): Promise<boolean> => {
    try {
      await saveSettings(db, siteId, values);
    } catch (error) {
      console.error(error);
      notify.error('Erreur lors de la sauvegarde des paramètres.');
      return false;
    }
    form.reset(values);
    notify.success('Paramètres sauvegardés');
    // Each address new to the list gets its confirmation link; it receives nothing until then.
    const added = values.merchantEmails.filter((email) => {
      const key = addressKey(email);
      return key !== '' && !saved.has(key) && !confirmedKeys.has(key);
    });
    for (const email of added) await confirmations.send(email);
    return true;
  };

  const sendTest = async () => {
    const { senderEmail, merchantEmails } = form.getValues();
    if (!senderEmail.trim()) return notify.error("Veuillez d'abord configurer l'email émetteur.");
    if (!merchantEmails.some((email) => email.trim())) {
      return notify.error('Veuillez configurer au moins un email marchand.');
    }
    setTesting(true);
    try {
      // The function reads the stored addresses: unsaved changes are saved first.
      let saved = !isDirty;
      if (!saved) await form.handleSubmit(async (values) => void (saved = await persist(values)))();
      if (!saved) return;
      const recipients = await sendTestEmail(functions, siteId);
      notify.success(`Email de test envoyé avec succès à ${recipients} destinataire(s)`);
    } catch (error) {
      notify.error(`Erreur lors de l'envoi du test : ${error instanceof Error ? error.message : String(error)}`);
    } finally {
      setTesting(false);
    }
  };

  return (
    <form onSubmit={form.handleSubmit(persist)} noValidate aria-label="Paramètres du site">
      <Stack gap="5">
        <NotificationSection
          form={form}
          onSendTest={() => void sendTest()}
          sendingTest={testing}
          recipients={{ saved, confirmed: confirmedKeys, confirmations }}
        />
        <ContactSection form={form} />
        <SocialSection form={form} />
        <LegalSection form={form} />
        <PoliciesSection form={form} />
        <StickySaveBar saving={isSubmitting} label="Enregistrer les paramètres" />
      </Stack>
    </form>
  );
}
