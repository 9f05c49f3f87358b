import { Stack } from '@chakra-ui/react';
import { addressKey, settingsFormSchema, type SettingsFormInput, type SettingsFormValues } from '@comptoir/core';
import { StickySaveBar } from '@/components/admin/forms/sticky-save-bar';
import { useZodForm } from '@/components/admin/forms/use-zod-form';
import { notify } from '@/components/ui/notify';
import { useSaveSettings } from '../api/save-settings';
import { useSendTestEmail } from '../api/send-test-email';
import { useRecipientConfirmations } from '../hooks/use-recipient-confirmations';
import { ContactSection } from './contact-section';
import { HolidaysSettingsSection } from './holidays-settings-section';
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
  const form = useZodForm(settingsFormSchema, initial);
  const confirmations = useRecipientConfirmations(siteId);
  const saving = useSaveSettings(siteId, {
    success: 'Paramètres sauvegardés',
    failure: 'Erreur lors de la sauvegarde des paramètres.',
  });
  const saved = keysOf(form.formState.defaultValues?.merchantEmails);
  const confirmedKeys = new Set(confirmed);
  // Read while rendering: react-hook-form only tracks the form-state fields a render reads.
  const { isDirty, isSubmitting } = form.formState;
  useUnsavedGuard(isDirty);

  const persist = async (values: SettingsFormValues): Promise<boolean> => {
    if (!(await saving.run(values)).ok) return false;
    form.reset(values);
    // Each address new to the list gets its confirmation link; it receives nothing until then.
    const added = values.merchantEmails.filter((email) => {
      const key = addressKey(email);
      return key !== '' && !saved.has(key) && !confirmedKeys.has(key);
    });
    for (const email of added) await confirmations.send(email);
    return true;
  };

  // The function reads the stored addresses: unsaved changes are saved first.
  const saveFirst = async () => {
    let stored = !isDirty;
    if (!stored) await form.handleSubmit(async (values) => void (stored = await persist(values)))();
    return stored;
  };
  const testing = useSendTestEmail(siteId, saveFirst, {
    success: (recipients) =>
      recipients === null ? null : `Email de test envoyé avec succès à ${recipients} destinataire(s)`,
    failure: (error) =>
      `Erreur lors de l’envoi du test\u00a0: ${error instanceof Error ? error.message : String(error)}`,
  });

  const sendTest = async () => {
    const { senderEmail, merchantEmails } = form.getValues();
    if (!senderEmail.trim()) return notify.error('Veuillez d’abord configurer l’email émetteur.');
    if (!merchantEmails.some((email) => email.trim())) {
      return notify.error('Veuillez configurer au moins un email marchand.');
    }
    await testing.run();
  };

  return (
    <form onSubmit={form.handleSubmit(persist)} noValidate aria-label="Paramètres du site">
      <Stack gap="5">
        <NotificationSection
          form={form}
          onSendTest={() => void sendTest()}
          sendingTest={testing.pending}
          recipients={{ saved, confirmed: confirmedKeys, confirmations }}
        />
        <ContactSection form={form} />
        <SocialSection form={form} />
        <LegalSection form={form} />
        <PoliciesSection form={form} />
        <HolidaysSettingsSection form={form} />
        <StickySaveBar saving={isSubmitting} label="Enregistrer les paramètres" />
      </Stack>
    </form>
  );
}
