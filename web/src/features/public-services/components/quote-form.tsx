import { Input, NativeSelect, Textarea } from '@chakra-ui/react';
import { OTHER_SERVICE, type QuoteFormInput } from '@comptoir/core';
import { useEffect, useRef } from 'react';
import { FormField } from '@/components/site/form-field';
import { FormGroup as Group, FormGroups } from '@/components/site/form-group';
import { LeadForm } from '@/components/site/lead-form';
import { VisitorField } from '@/components/site/visitor-field';
import { useToday } from '@/hooks/use-now';
import { useQuoteForm } from '../api/use-quote-form';

/** A category chosen with 'Demander un devis'; a new object each time, so a second click acts too. */
export interface QuoteIntent {
  service: string;
}

export interface QuoteFormProps {
  /** The category names offered in the service list. */
  services: readonly string[];
  intent: QuoteIntent | null;
  titleId: string;
}

/** After 'Demander un devis' the visitor continues where there is still something to type. */
const FOCUS_ORDER = ['firstName', 'lastName', 'email', 'phone', 'date', 'details'] as const;

const reducedMotion = () => window.matchMedia('(prefers-reduced-motion: reduce)').matches;

export function QuoteForm({ services, intent, titleId }: QuoteFormProps) {
  const { form, input, ...lead } = useQuoteForm();
  const { register, setValue, getValues, getFieldState } = form;
  const errors = form.formState.errors;
  const formRef = useRef<HTMLFormElement>(null);
  const today = useToday();

  useEffect(() => {
    if (!intent) return;
    setValue('service', intent.service, { shouldDirty: true, shouldValidate: Boolean(getFieldState('service').error) });
    const element = formRef.current;
    element?.closest('section')?.scrollIntoView({ behavior: reducedMotion() ? 'auto' : 'smooth', block: 'start' });
    const values: QuoteFormInput = getValues();
    const next = FOCUS_ORDER.find((name) => !values[name]?.trim()) ?? 'details';
    const control = element?.elements.namedItem(next);
    if (control instanceof HTMLElement) control.focus({ preventScroll: true });
  }, [intent, setValue, getValues, getFieldState]);

  return (
    <LeadForm {...lead} labelledBy={titleId} submitLabel="Envoyer ma demande" formRef={formRef}>
      <FormGroups>
        <Group legend="Vos coordonnées">
          <VisitorField detail="firstName" {...input('firstName')} error={errors.firstName?.message} />
          <VisitorField detail="lastName" {...input('lastName')} error={errors.lastName?.message} />
          <FormField label="Entreprise" error={errors.company?.message}>
            <Input {...input('company')} autoComplete="organization" />
          </FormField>
          <VisitorField detail="email" {...input('email')} error={errors.email?.message} />
          <VisitorField detail="phone" {...input('phone')} error={errors.phone?.message} />
        </Group>
        <Group legend="Votre projet">
          <FormField label="Prestation souhaitée" required error={errors.service?.message}>
            <NativeSelect.Root size="lg">
              <NativeSelect.Field {...register('service')} placeholder="Choisissez une prestation">
                {services.map((service) => (
                  <option key={service} value={service}>
                    {service}
                  </option>
                ))}
                <option value={OTHER_SERVICE.value}>{OTHER_SERVICE.label}</option>
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
          </FormField>
          <FormField label="Date de l’événement" required error={errors.date?.message}>
            <Input {...input('date')} type="date" min={today} />
          </FormField>
          <FormField label="Nombre d’invités" error={errors.guests?.message}>
            <Input {...input('guests')} inputMode="numeric" autoComplete="off" placeholder="Par exemple 25" />
          </FormField>
          <FormField label="Budget" error={errors.budget?.message}>
            <Input {...input('budget')} autoComplete="off" placeholder="Par exemple 300 €" />
          </FormField>
          <FormField
            label="Détails de votre projet"
            required
            error={errors.details?.message}
            gridColumn={{ md: 'span 2' }}
          >
            <Textarea
              {...register('details')}
              size="lg"
              rows={6}
              placeholder="L’occasion, vos envies, les régimes particuliers de vos invités…"
            />
          </FormField>
        </Group>
      </FormGroups>
    </LeadForm>
  );
}
