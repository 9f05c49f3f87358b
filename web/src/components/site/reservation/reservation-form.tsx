import { Input, Stack, Text, Textarea } from '@chakra-ui/react';
import {
  MAX_RESERVATION_QUANTITY,
  type PickupRules,
  type ProductVariant,
  type ReservationFormInput,
} from '@comptoir/core';
import { useEffect, useRef } from 'react';
import { FormField } from '@/components/site/form-field';
import { FormGroup, RequiredFieldsNote } from '@/components/site/form-group';
import { LeadForm } from '@/components/site/lead-form';
import { PickupFields } from './pickup-fields';
import { useReservationForm } from './use-reservation-form';

export interface ReservationFormProps {
  productId: string;
  variant: ProductVariant;
  rules: PickupRules;
  rulesAt: (now: Date) => PickupRules;
  titleId: string;
  onSent: () => void;
}

/** Quantity, pick-up and the visitor's details; the first field takes the focus when it appears. */
export function ReservationForm({ productId, variant, rules, rulesAt, titleId, onSent }: ReservationFormProps) {
  const { form, onSubmit, submitting, honeypot } = useReservationForm({ productId, variant, rulesAt, onSent });
  const { register } = form;
  const errors = form.formState.errors;
  const formRef = useRef<HTMLFormElement>(null);

  // The whole form comes into view from its heading, not just its first field at the bottom edge.
  useEffect(() => {
    formRef.current?.closest('section')?.scrollIntoView({ block: 'start' });
    const first = formRef.current?.elements.namedItem('quantity');
    if (first instanceof HTMLElement) first.focus({ preventScroll: true });
  }, []);

  const field = (name: keyof ReservationFormInput) => ({ ...register(name), size: 'lg' as const });

  return (
    <LeadForm
      honeypot={honeypot}
      labelledBy={titleId}
      onSubmit={onSubmit}
      submitting={submitting}
      submitLabel="Envoyer la demande de réservation"
      formRef={formRef}
      blocked={!variant.inStock}
    >
      <RequiredFieldsNote />
      <Stack gap="8">
        <FormGroup legend="Votre retrait" twoColumnsFrom="sm">
          <FormField label="Quantité" required error={errors.quantity?.message} gridColumn={{ sm: 'span 2' }}>
            <Input
              {...field('quantity')}
              type="number"
              inputMode="numeric"
              min={1}
              max={MAX_RESERVATION_QUANTITY}
              step={1}
              maxW="8rem"
            />
          </FormField>
          <PickupFields form={form} rules={rules} />
        </FormGroup>
        <FormGroup legend="Vos coordonnées" twoColumnsFrom="sm">
          <FormField label="Prénom" required error={errors.firstName?.message}>
            <Input {...field('firstName')} autoComplete="given-name" />
          </FormField>
          <FormField label="Nom" required error={errors.lastName?.message}>
            <Input {...field('lastName')} autoComplete="family-name" />
          </FormField>
          <FormField label="Téléphone" required error={errors.phone?.message}>
            <Input {...field('phone')} type="tel" inputMode="tel" autoComplete="tel" />
          </FormField>
          <FormField label="Email" required error={errors.email?.message}>
            <Input {...field('email')} type="email" inputMode="email" autoComplete="email" />
          </FormField>
          <FormField label="Note pour la boutique" error={errors.note?.message} gridColumn={{ sm: 'span 2' }}>
            <Textarea {...register('note')} size="lg" rows={3} placeholder="Une précision, une découpe…" />
          </FormField>
        </FormGroup>
      </Stack>
      {!variant.inStock && (
        <Text fontSize="sm" color="fg.error">
          {'Cette déclinaison est en rupture de stock\u00a0: elle ne peut pas être réservée.'}
        </Text>
      )}
    </LeadForm>
  );
}
