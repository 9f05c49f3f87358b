import { Heading, Stack, Text } from '@chakra-ui/react';
import type { ProductVariant } from '@comptoir/core';
import { pickupDays, withQuantitiesTogether } from '@comptoir/core';
import { PickupLoading } from './pickup-loading';
import { useEffect, useId, useRef, useState } from 'react';
import { LoadError } from '@/components/site/load-error';
import { ReservationForm } from './reservation-form';
import { ReservationSent } from './reservation-sent';
import { usePickupRules } from './use-pickup-rules';

export interface ReservationPanelProps {
  productId: string;
  variant: ProductVariant;
  /** Shown when the product has several variants: which one is reserved. */
  variantName?: string;
}

/** The dialog's reservation: the shop's hours load, then the form, or why there is none, then the thanks. */
export function ReservationPanel({ productId, variant, variantName }: ReservationPanelProps) {
  const titleId = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  const pickup = usePickupRules();
  const [sent, setSent] = useState(false);
  const bookable = pickup.status === 'ready' && pickupDays(pickup.rules).length > 0;

  // Focus leaves the button that revealed the panel: to the form's first field, else to the heading.
  useEffect(() => {
    if (!bookable && !sent) heading.current?.focus();
  }, [bookable, sent]);

  return (
    <Stack as="section" aria-labelledby={titleId} gap="4" p={{ base: '5', md: '7' }} borderTopWidth="1px">
      <Heading ref={heading} id={titleId} as="h3" tabIndex={-1} fontFamily="heading" fontSize="xl" outline="none">
        Réserver pour un retrait en boutique
      </Heading>
      {variantName && <Text color="fg.muted">{`Déclinaison\u00a0: ${withQuantitiesTogether(variantName)}`}</Text>}
      {sent ? (
        <ReservationSent />
      ) : pickup.status === 'loading' ? (
        <PickupLoading />
      ) : pickup.status === 'error' ? (
        <LoadError
          title="Les créneaux de retrait n’ont pas pu être chargés."
          description="Vérifiez votre connexion, puis rafraîchissez la page."
        />
      ) : bookable ? (
        <ReservationForm
          productId={productId}
          variant={variant}
          rules={pickup.rules}
          rulesAt={pickup.rulesAt}
          titleId={titleId}
          onSent={() => setSent(true)}
        />
      ) : (
        <Text>
          {
            'Les réservations ne sont pas disponibles pour le moment\u00a0: la boutique n’a pas indiqué de créneau de retrait. Contactez-la directement pour commander.'
          }
        </Text>
      )}
    </Stack>
  );
}
