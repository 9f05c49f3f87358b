import { Button, GridItem, Stack } from '@chakra-ui/react';
import { Send } from 'lucide-react';
import { useWatch } from 'react-hook-form';
import { RECIPIENT_HELP, RecipientActions, recipientStep, type RecipientState } from './recipient-status';
import { SettingsInput, type SettingsForm } from './settings-input';
import { FieldsSection } from '@/components/admin/forms/fields-section';

const EMAIL = { type: 'email', inputMode: 'email', autoComplete: 'off' } as const;

export interface NotificationSectionProps {
  form: SettingsForm;
  onSendTest(): void;
  sendingTest: boolean;
  recipients: RecipientState;
}

/** Sender and up to 3 merchant emails, each with its confirmation, and the test email. */
export function NotificationSection({ form, onSendTest, sendingTest, recipients }: NotificationSectionProps) {
  // Only this section follows the typing, not the whole form.
  const typed = useWatch({ control: form.control, name: 'merchantEmails' });
  return (
    <FieldsSection
      title="Notifications par email"
      description="Les demandes de devis et les messages sont envoyés aux emails marchands, une fois chaque adresse confirmée par le lien qu’elle reçoit. L’email marchand 1 est aussi affiché sur la page contact."
    >
      <GridItem colSpan={{ md: 2 }}>
        <SettingsInput
          form={form}
          name="senderEmail"
          label="Email émetteur"
          helper="L’adresse de votre boutique pour les notifications. Elles partent de l’adresse de Comptoir, à votre nom, et répondre à l’une d’elles écrit directement au client."
          required
          {...EMAIL}
        />
      </GridItem>
      {([0, 1, 2] as const).map((index) => {
        const email = typed[index] ?? '';
        return (
          <Stack key={index} gap="2">
            <SettingsInput
              form={form}
              name={`merchantEmails.${index}`}
              label={`Email marchand ${index + 1}`}
              helper={RECIPIENT_HELP[recipientStep(email, recipients)]}
              {...EMAIL}
            />
            <RecipientActions email={email} state={recipients} />
          </Stack>
        );
      })}
      <GridItem colSpan={{ md: 2 }}>
        <Button variant="outline" onClick={onSendTest} loading={sendingTest} loadingText="Envoi du test…">
          <Send aria-hidden="true" />
          Envoyer un email de test
        </Button>
      </GridItem>
    </FieldsSection>
  );
}
