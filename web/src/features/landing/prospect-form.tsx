import { Button, Heading, Input, NativeSelect, SimpleGrid, Stack, Text, Textarea } from '@chakra-ui/react';
import { DEFAULT_LEAD_RETENTION_MONTHS, PLAN_IDS, PLAN_LABELS } from '@comptoir/core';
import { CircleCheck } from 'lucide-react';
import { FormField } from '@/components/site/form-field';
import { FormRefusal } from '@/components/ui/form-refusal';
import { HoneypotField } from '@/components/site/honeypot-field';
import { PrivacyNotice } from '@/components/site/privacy-notice';
import { paths } from '@/config/paths';
import { useProspectForm } from './use-prospect-form';

/** « Mettre mon commerce en ligne »: a shop's request, stored for the platform's administrators. */
export function ProspectForm() {
  const { form, onSubmit, state, refusal, honeypot } = useProspectForm();
  const { register, formState } = form;
  const error = (name: keyof typeof formState.errors) => formState.errors[name]?.message;

  if (state === 'sent') {
    return (
      <Stack role="status" gap="3" align="center" textAlign="center" py="8">
        <CircleCheck size={40} aria-hidden="true" />
        <Heading as="h3" size="lg">
          Merci, votre demande est envoyée
        </Heading>
        <Text>Nous vous recontactons rapidement pour préparer votre site.</Text>
      </Stack>
    );
  }

  return (
    <form onSubmit={onSubmit} noValidate aria-label="Demande de mise en ligne">
      <Stack gap="4">
        <Heading as="h3" size="lg">
          Mettre mon commerce en ligne
        </Heading>
        <SimpleGrid columns={{ base: 1, sm: 2 }} gap="4">
          <FormField label="Nom du commerce" error={error('shopName')} required>
            <Input autoComplete="organization" {...register('shopName')} />
          </FormField>
          <FormField label="Votre nom" error={error('name')} required>
            <Input autoComplete="name" {...register('name')} />
          </FormField>
          <FormField label="Email" error={error('email')} required>
            <Input type="email" autoComplete="email" {...register('email')} />
          </FormField>
          <FormField label="Téléphone" error={error('phone')}>
            <Input type="tel" autoComplete="tel" {...register('phone')} />
          </FormField>
        </SimpleGrid>
        <FormField label="Formule" error={error('plan')}>
          <NativeSelect.Root>
            <NativeSelect.Field {...register('plan')}>
              <option value="">À choisir ensemble</option>
              {PLAN_IDS.map((id) => (
                <option key={id} value={id}>
                  {PLAN_LABELS[id]}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </FormField>
        <FormField label="Votre message" error={error('message')}>
          <Textarea rows={3} placeholder="Votre activité, vos besoins, vos questions…" {...register('message')} />
        </FormField>
        <HoneypotField honeypot={honeypot} />
        <FormRefusal
          refusal={
            state === 'failed'
              ? {
                  description:
                    refusal ??
                    'Votre demande n’a pas pu être envoyée. Vérifiez votre connexion et réessayez\u00a0: rien de ce que vous avez saisi n’est perdu.',
                }
              : null
          }
        />
        <Button type="submit" colorPalette="brand" size="lg" loading={state === 'sending'} alignSelf="flex-start">
          Envoyer ma demande
        </Button>
        <PrivacyNotice retentionMonths={DEFAULT_LEAD_RETENTION_MONTHS} privacyHref={paths.legal.privacy} />
      </Stack>
    </form>
  );
}
