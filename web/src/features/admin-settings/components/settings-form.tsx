import { Box, Button, Stack } from '@chakra-ui/react';
import { settingsFormSchema, type SettingsFormInput, type SettingsFormValues } from '@comptoir/core';
import { Save } from 'lucide-react';
import { useState } from 'react';
import { useZodForm } from '@/components/admin/use-zod-form';
import { notify } from '@/components/ui/notify';
import { useServices } from '@/lib/services-context';
import { saveSettings } from '../api/save-settings';
import { sendTestEmail } from '../api/send-test-email';
import { ContactSection } from './contact-section';
import { NotificationSection } from './notification-section';
import { SocialSection } from './social-section';
import { useUnsavedGuard } from '@/components/admin/unsaved/unsaved-changes-context';

export interface SettingsFormProps {
  siteId: string;
  initial: SettingsFormInput;
}

/** The settings form (spec §2): saved in one batch; the test email uses the saved addresses. */
export function SettingsForm({ siteId, initial }: SettingsFormProps) {
  const { db, functions } = useServices();
  const form = useZodForm(settingsFormSchema, initial);
  const [testing, setTesting] = useState(false);
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
        <NotificationSection form={form} onSendTest={() => void sendTest()} sendingTest={testing} />
        <ContactSection form={form} />
        <SocialSection form={form} />
        <Box
          position="sticky"
          bottom="0"
          py="3"
          bg="bg"
          borderTopWidth="1px"
          display="flex"
          justifyContent="flex-end"
          zIndex="docked"
        >
          <Button type="submit" colorPalette="brand" loading={isSubmitting} w={{ base: 'full', sm: 'auto' }}>
            <Save aria-hidden="true" />
            Enregistrer les paramètres
          </Button>
        </Box>
      </Stack>
    </form>
  );
}
