import { Input, Text, Textarea } from '@chakra-ui/react';
import { MAX_RESERVATION_QUANTITY, type PickupRules, type ProductVariant } from '@comptoir/core';
import { useEffect, useRef } from 'react';
import { FormField } from '@/components/site/form-field';
import { FormGroup, FormGroups } from '@/components/site/form-group';
import { LeadForm } from '@/components/site/lead-form';
import { VisitorField } from '@/components/site/visitor-field';
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
  const { form, input, ...lead } = useReservationForm({ productId, variant, rulesAt, onSent });
  const errors = form.formState.errors;
  const formRef = useRef<HTMLFormElement>(null);

  // The whole form comes into view from its heading, not just its first field at the bottom edge.
  useEffect(() => {
    formRef.current?.closest('section')?.scrollIntoView({ block: 'start' });
    const first = formRef.current?.elements.namedItem('quantity');
    if (first instanceof HTMLElement) first.focus({ preventScroll: true });
  }, []);

  return (
    <LeadForm
      {...lead}
      labelledBy={titleId}
      submitLabel="Envoyer la demande de réservation"
      formRef={formRef}
      blocked={!variant.inStock}
    >
      <FormGroups>
        <FormGroup legend="Votre retrait" twoColumnsFrom="sm">
          <FormField label="Quantité" required error={errors.quantity?.message} gridColumn={{ sm: 'span 2' }}>
            <Input
              {...input('quantity')}
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
          <VisitorField detail="firstName" {...input('firstName')} error={errors.firstName?.message} />
          <VisitorField detail="lastName" {...input('lastName')} error={errors.lastName?.message} />
          <VisitorField detail="phone" {...input('phone')} error={errors.phone?.message} />
          <VisitorField detail="email" {...input('email')} error={errors.email?.message} />
          <FormField label="Note pour la boutique" error={errors.note?.message} gridColumn={{ sm: 'span 2' }}>
            <Textarea {...form.register('note')} size="lg" rows={3} placeholder="Une précision, une découpe…" />
          </FormField>
        </FormGroup>
      </FormGroups>
      {!variant.inStock && (
        <Text fontSize="sm" color="fg.error">
          {'Cette déclinaison est en rupture de stock\u00a0: elle ne peut pas être réservée.'}
        </Text>
      )}
    </LeadForm>
  );
}
