import { Button, GridItem } from '@chakra-ui/react';
import { Send } from 'lucide-react';
import { SettingsInput, type SettingsForm } from './settings-input';
import { SettingsSection } from './settings-section';

const EMAIL = { type: 'email', inputMode: 'email', autoComplete: 'off' } as const;

export interface NotificationSectionProps {
  form: SettingsForm;
  onSendTest(): void;
  sendingTest: boolean;
}

/** Sender and up to 3 merchant emails (spec §9), with the test email. */
export function NotificationSection({ form, onSendTest, sendingTest }: NotificationSectionProps) {
  return (
    <SettingsSection
      title="Notifications par email"
      description="Les demandes de devis et les messages sont envoyés aux emails marchands. L'email marchand 1 est aussi affiché sur la page contact."
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
      {([0, 1, 2] as const).map((index) => (
        <SettingsInput
          key={index}
          form={form}
          name={`merchantEmails.${index}`}
          label={`Email marchand ${index + 1}`}
          {...EMAIL}
        />
      ))}
      <GridItem colSpan={{ md: 2 }}>
        <Button variant="outline" onClick={onSendTest} loading={sendingTest} loadingText="Envoi du test...">
          <Send aria-hidden="true" />
          Envoyer un email de test
        </Button>
      </GridItem>
    </SettingsSection>
  );
}
