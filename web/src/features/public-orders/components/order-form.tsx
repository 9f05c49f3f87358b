import { Grid, NativeSelect, Text, Textarea } from '@chakra-ui/react';
import {
  MAX_ORDER_QUANTITY,
  pickupDayText,
  pickupSlotText,
  type CampaignDay,
  type CampaignStock,
  type OrderRules,
} from '@comptoir/core';
import { SmartLink } from '@/components/layout/smart-link';
import { FormField } from '@/components/site/form-field';
import { FormGroup, FormGroups } from '@/components/site/form-group';
import { LeadForm } from '@/components/site/lead-form';
import { useSite } from '@/components/site/site-context';
import { VisitorField } from '@/components/site/visitor-field';
import { paths } from '@/config/paths';
import type { OpenCampaign } from '@/hooks/use-campaign';
import type { ItemOffer } from '../api/campaign-offers';
import { useOrderForm } from '../api/use-order-form';
import { ItemCard } from './item-card';
import { OrderSummary } from './order-summary';

export interface OrderFormProps {
  campaign: OpenCampaign;
  offers: readonly ItemOffer[];
  days: readonly CampaignDay[];
  periods: OrderRules['periods'];
  stock: CampaignStock | null | undefined;
  titleId: string;
  onConfirmed: (orderId: string) => void;
}

/** The items and their quantities, the pick-up, the visitor's details and the summary. */
export function OrderForm({ campaign, offers, days, periods, stock, titleId, onConfirmed }: OrderFormProps) {
  const { form, input, ...lead } = useOrderForm({ campaign, offers, periods, stock, onConfirmed });
  const { path } = useSite();
  const { register, watch, getValues, setValue, formState } = form;
  const errors = formState.errors;
  const quantities = watch('quantities');
  const date = watch('pickupDate') ?? '';
  const times = days.find((day) => day.date === date)?.slots ?? [];
  const lines = offers.flatMap(({ item, unitCents }) => {
    const quantity = Number(quantities?.[item.id] ?? '') || 0;
    return quantity > 0 && quantity <= MAX_ORDER_QUANTITY ? [{ itemId: item.id, quantity, unitCents }] : [];
  });
  const day = register('pickupDate', {
    onChange: (event: { target: { value: string } }) => {
      const slots = days.find((entry) => entry.date === event.target.value)?.slots ?? [];
      if (!slots.includes(getValues('pickupTime') ?? '')) setValue('pickupTime', '');
    },
  });
  return (
    <LeadForm {...lead} labelledBy={titleId} submitLabel="Commander">
      <FormGroups>
        <FormGroup legend="Votre retrait" twoColumnsFrom="sm">
          <FormField label="Jour de retrait" required error={errors.pickupDate?.message}>
            <NativeSelect.Root size="lg">
              <NativeSelect.Field {...day} placeholder="Choisissez un jour">
                {days.map((entry) => (
                  <option key={entry.date} value={entry.date}>
                    {pickupDayText(entry.date)}
                  </option>
                ))}
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
          </FormField>
          <FormField label="Créneau de retrait" required error={errors.pickupTime?.message}>
            <NativeSelect.Root size="lg">
              <NativeSelect.Field
                {...register('pickupTime')}
                placeholder={date ? 'Choisissez un créneau' : 'Choisissez d’abord un jour'}
              >
                {times.map((value) => (
                  <option key={value} value={value}>
                    {pickupSlotText(value)}
                  </option>
                ))}
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
          </FormField>
        </FormGroup>
        <FormGroup legend="Vos produits">
          <Grid
            as="ul"
            templateColumns={{ base: '1fr', sm: '1fr 1fr', lg: 'repeat(3, 1fr)' }}
            gap="5"
            gridColumn="1 / -1"
            p="0"
            m="0"
          >
            {offers.map((offer) => (
              <ItemCard
                key={offer.item.id}
                offer={offer}
                days={days}
                stock={stock}
                quantity={register(`quantities.${offer.item.id}`)}
                error={errors.quantities?.[offer.item.id]?.message}
              />
            ))}
          </Grid>
          {typeof errors.quantities?.message === 'string' && (
            <Text color="fg.error" fontSize="sm" gridColumn="1 / -1" role="alert">
              {errors.quantities.message}
            </Text>
          )}
        </FormGroup>
        <FormGroup legend="Vos coordonnées" twoColumnsFrom="sm">
          <VisitorField detail="firstName" {...input('firstName')} error={errors.firstName?.message} />
          <VisitorField detail="lastName" {...input('lastName')} error={errors.lastName?.message} />
          <VisitorField detail="phone" {...input('phone')} error={errors.phone?.message} />
          <VisitorField detail="email" {...input('email')} error={errors.email?.message} />
          <FormField label="Note pour la boutique" error={errors.note?.message} gridColumn={{ sm: 'span 2' }}>
            <Textarea {...register('note')} size="lg" rows={3} placeholder="Un message sur la bûche, une précision…" />
          </FormField>
        </FormGroup>
      </FormGroups>
      <OrderSummary campaign={campaign} lines={lines} />
      <Text fontSize="sm" color="fg.muted">
        {'En commandant, vous acceptez les '}
        <SmartLink href={path(paths.legal.terms)} color="fg" textDecoration="underline">
          conditions de vente
        </SmartLink>
        {
          '\u00a0: ce qui est versé en ligne, l’annulation, et l’absence de droit de rétractation pour les denrées périssables.'
        }
      </Text>
    </LeadForm>
  );
}
