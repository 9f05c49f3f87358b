import { Button, Stack, chakra } from '@chakra-ui/react';
import { Send } from 'lucide-react';
import type { FormEventHandler, ReactNode, Ref } from 'react';
import { FormRefusal, type Refusal } from '@/components/ui/form-refusal';
import { CongesNotice } from './conges-notice';
import { HoneypotField, type Honeypot } from './honeypot-field';
import { ShopPrivacyNotice } from './privacy-notice';

export const SENDING_TEXT = 'Envoi en cours…';

export interface LeadFormProps {
  /** Id of the heading naming the form. */
  labelledBy: string;
  onSubmit: FormEventHandler<HTMLFormElement>;
  submitting: boolean;
  /** Why the last send was refused, said beside the button. */
  refusal: Refusal | null;
  submitLabel: string;
  honeypot: Honeypot;
  formRef?: Ref<HTMLFormElement>;
  /** The button stays disabled: what the form is about cannot be asked for now. */
  blocked?: boolean;
  children: ReactNode;
}

/**
 * A visitor form (quote, contact, reservation): messages are ours, not the browser's, every
 * control (the button included) is disabled while it sends, the privacy notice closes it, and
 * while the shop is away on holiday it opens by saying when the shop will answer.
 */
export function LeadForm({
  labelledBy,
  onSubmit,
  submitting,
  refusal,
  submitLabel,
  honeypot,
  formRef,
  blocked = false,
  children,
}: LeadFormProps) {
  return (
    // Sent before the page's app, it has the app load its Firebase drivers as it hydrates (early-actions).
    <form
      ref={formRef}
      onSubmit={onSubmit}
      noValidate
      aria-labelledby={labelledBy}
      aria-busy={submitting}
      data-calls-function=""
    >
      <chakra.fieldset disabled={submitting} border="0" p="0" m="0" minW="0">
        <Stack gap="5">
          <CongesNotice />
          {children}
          <HoneypotField honeypot={honeypot} />
          <FormRefusal refusal={refusal} />
          <Button
            type="submit"
            colorPalette="brand"
            size="xl"
            borderRadius="full"
            px="8"
            alignSelf={{ base: 'stretch', sm: 'flex-start' }}
            loading={submitting}
            loadingText={SENDING_TEXT}
            disabled={blocked}
          >
            {submitLabel}
            <Send aria-hidden="true" />
          </Button>
          <ShopPrivacyNotice />
        </Stack>
      </chakra.fieldset>
    </form>
  );
}
