import {
  Alert,
  Button,
  Checkbox,
  CheckboxGroup,
  Fieldset,
  HStack,
  NativeSelect,
  SimpleGrid,
  Stack,
  Text,
} from '@chakra-ui/react';
import { Plus, Trash2 } from 'lucide-react';
import { Controller, useFieldArray, useWatch, type FieldError } from 'react-hook-form';
import { Link as RouterLink } from 'react-router';
import { FormField } from '@/components/site/form-field';
import { FormRefusal } from '@/components/ui/form-refusal';
import { FormCheckbox } from '@/components/admin/forms/form-checkbox';
import { FormInput } from '@/components/admin/forms/form-input';
import { RadioChoice } from '@/components/admin/forms/radio-choice';
import { useZodForm } from '@/components/admin/forms/use-zod-form';
import type { Mutation } from '@/components/admin/data/use-admin-mutation';
import { screenPaths } from '@/config/admin-screens';
import {
  campaignFormSchema,
  DEPOSIT_LEGAL_HELP,
  HALF_HOURS,
  type CampaignFormInput,
  type CampaignFormOutput,
} from '../lib/campaign-form';

export interface Offer {
  key: string;
  label: string;
}

export interface CampaignFormProps {
  defaults: CampaignFormInput;
  offers: readonly Offer[];
  paymentsConnected: boolean;
  save: Pick<Mutation<[CampaignFormOutput], unknown>, 'pending' | 'refusal'>;
  onSubmit(values: CampaignFormOutput): void;
  onCancel(): void;
}

const PAYMENT_LABELS = { none: 'Rien', deposit: 'Des arrhes ou un acompte', full: 'Tout' } as const;
const message = (error: FieldError | undefined) => error?.message ?? error?.root?.message;

/** The campaign editor: what is sold, when it is picked up, and what is paid online. */
export function CampaignForm({ defaults, offers, paymentsConnected, save, onSubmit, onCancel }: CampaignFormProps) {
  const form = useZodForm(campaignFormSchema, defaults);
  const { errors } = form.formState;
  const days = useFieldArray({ control: form.control, name: 'days' });
  const items = useFieldArray({ control: form.control, name: 'items' });
  const [onlinePayment, depositKind, depositLegal] = useWatch({
    control: form.control,
    name: ['onlinePayment', 'depositKind', 'depositLegal'],
  });
  return (
    <form noValidate onSubmit={form.handleSubmit(onSubmit)}>
      <Stack gap="6">
        <FormInput form={form} name="title" label="Titre" required placeholder="Commandes de Noël" />
        <FormInput form={form} name="intro" label="Présentation" rows={3} counter={500} />
        <FormCheckbox
          form={form}
          name="isActive"
          label="Commandes ouvertes"
          helper="Décochée, la page ne prend plus de commande."
        />
        <FormInput form={form} name="closesOn" label="Dernier jour pour commander" type="date" required />

        <Fieldset.Root invalid={Boolean(errors.days?.root ?? errors.days?.message)}>
          <Fieldset.Legend fontWeight="semibold">Jours de retrait</Fieldset.Legend>
          <Stack gap="4">
            {days.fields.map((day, index) => (
              <Stack key={day.id} gap="3" borderWidth="1px" borderRadius="md" p="3">
                <HStack align="end" gap="2">
                  <FormInput form={form} name={`days.${index}.date`} label={`Jour ${index + 1}`} type="date" required />
                  <Button
                    variant="ghost"
                    colorPalette="red"
                    aria-label={`Retirer le jour ${index + 1}`}
                    disabled={days.fields.length === 1}
                    onClick={() => days.remove(index)}
                  >
                    <Trash2 aria-hidden="true" />
                  </Button>
                </HStack>
                <Controller
                  control={form.control}
                  name={`days.${index}.slots`}
                  render={({ field, fieldState }) => (
                    <Fieldset.Root invalid={Boolean(fieldState.error)}>
                      <Fieldset.Legend fontSize="sm">{`Créneaux du jour ${index + 1} (une demi-heure chacun)`}</Fieldset.Legend>
                      <CheckboxGroup value={field.value} onValueChange={field.onChange} name={field.name}>
                        <SimpleGrid columns={{ base: 3, sm: 4, md: 6 }} gap="1">
                          {HALF_HOURS.map((slot) => (
                            <Checkbox.Root key={slot} value={slot} colorPalette="brand" minH="11">
                              <Checkbox.HiddenInput onBlur={field.onBlur} />
                              <Checkbox.Control />
                              <Checkbox.Label fontWeight="normal">{slot}</Checkbox.Label>
                            </Checkbox.Root>
                          ))}
                        </SimpleGrid>
                      </CheckboxGroup>
                      {fieldState.error && <Fieldset.ErrorText>{fieldState.error.message}</Fieldset.ErrorText>}
                    </Fieldset.Root>
                  )}
                />
              </Stack>
            ))}
            <Button variant="outline" alignSelf="flex-start" onClick={() => days.append({ date: '', slots: [] })}>
              <Plus aria-hidden="true" />
              Ajouter un jour
            </Button>
          </Stack>
          {message(errors.days as FieldError | undefined) && (
            <Fieldset.ErrorText>{message(errors.days as FieldError | undefined)}</Fieldset.ErrorText>
          )}
        </Fieldset.Root>

        <Fieldset.Root invalid={Boolean(errors.items?.root ?? errors.items?.message)}>
          <Fieldset.Legend fontWeight="semibold">Produits</Fieldset.Legend>
          <Stack gap="4">
            {items.fields.map((item, index) => (
              <Stack key={item.id} gap="3" borderWidth="1px" borderRadius="md" p="3">
                <Controller
                  control={form.control}
                  name={`items.${index}.offer`}
                  render={({ field, fieldState }) => (
                    <FormField label={`Produit ${index + 1}`} required error={fieldState.error?.message}>
                      <NativeSelect.Root>
                        <NativeSelect.Field {...field}>
                          <option value="">Choisir un produit…</option>
                          {offers.map((offer) => (
                            <option key={offer.key} value={offer.key}>
                              {offer.label}
                            </option>
                          ))}
                        </NativeSelect.Field>
                        <NativeSelect.Indicator />
                      </NativeSelect.Root>
                    </FormField>
                  )}
                />
                <SimpleGrid columns={2} gap="3">
                  <FormInput
                    form={form}
                    name={`items.${index}.capacityPerDay`}
                    label="Quantité par jour"
                    inputMode="numeric"
                    required
                  />
                  {onlinePayment === 'deposit' && depositKind === 'amount' && (
                    <FormInput
                      form={form}
                      name={`items.${index}.depositAmount`}
                      label={depositLegal === 'acompte' ? 'Acompte par pièce (€)' : 'Arrhes par pièce (€)'}
                      inputMode="decimal"
                    />
                  )}
                </SimpleGrid>
                <Button
                  variant="ghost"
                  colorPalette="red"
                  alignSelf="flex-start"
                  size="sm"
                  disabled={items.fields.length === 1}
                  onClick={() => items.remove(index)}
                >
                  <Trash2 aria-hidden="true" />
                  {`Retirer le produit ${index + 1}`}
                </Button>
              </Stack>
            ))}
            <Button
              variant="outline"
              alignSelf="flex-start"
              onClick={() => items.append({ id: '', offer: '', capacityPerDay: '10', depositAmount: '0' })}
            >
              <Plus aria-hidden="true" />
              Ajouter un produit
            </Button>
          </Stack>
          {message(errors.items as FieldError | undefined) && (
            <Fieldset.ErrorText>{message(errors.items as FieldError | undefined)}</Fieldset.ErrorText>
          )}
        </Fieldset.Root>

        <Fieldset.Root>
          <Fieldset.Legend fontWeight="semibold">Payé en ligne à la commande</Fieldset.Legend>
          <SimpleGrid columns={{ base: 1, sm: 3 }} gap="2">
            {(Object.keys(PAYMENT_LABELS) as (keyof typeof PAYMENT_LABELS)[]).map((value) => (
              <RadioChoice key={value}>
                <input type="radio" value={value} {...form.register('onlinePayment')} />
                {PAYMENT_LABELS[value]}
              </RadioChoice>
            ))}
          </SimpleGrid>
        </Fieldset.Root>
        {onlinePayment !== 'none' && !paymentsConnected && (
          <Alert.Root status="warning" borderRadius="xl">
            <Alert.Indicator />
            <Alert.Content>
              <Alert.Title>Vos paiements en ligne ne sont pas encore connectés</Alert.Title>
              <Alert.Description>
                {'Tant que votre compte Stripe n’est pas connecté, les clients ne peuvent pas payer en ligne\u00a0: '}
                <RouterLink to={screenPaths.payments}>ouvrir l’écran Paiements</RouterLink>.
              </Alert.Description>
            </Alert.Content>
          </Alert.Root>
        )}
        {onlinePayment === 'deposit' && (
          <Stack gap="4">
            <Fieldset.Root>
              <Fieldset.Legend fontWeight="semibold">Montant versé</Fieldset.Legend>
              <SimpleGrid columns={{ base: 1, sm: 2 }} gap="2">
                <RadioChoice>
                  <input type="radio" value="percent" {...form.register('depositKind')} />
                  Un pourcentage de la commande
                </RadioChoice>
                <RadioChoice>
                  <input type="radio" value="amount" {...form.register('depositKind')} />
                  Un montant par produit
                </RadioChoice>
              </SimpleGrid>
            </Fieldset.Root>
            {depositKind === 'percent' && (
              <FormInput form={form} name="depositPercent" label="Pourcentage (%)" inputMode="numeric" required />
            )}
            <Fieldset.Root>
              <Fieldset.Legend fontWeight="semibold">Nature de la somme versée</Fieldset.Legend>
              <Fieldset.HelperText>
                {DEPOSIT_LEGAL_HELP.arrhes}
                <br />
                {DEPOSIT_LEGAL_HELP.acompte}
              </Fieldset.HelperText>
              <SimpleGrid columns={{ base: 1, sm: 2 }} gap="2">
                <RadioChoice>
                  <input type="radio" value="arrhes" {...form.register('depositLegal')} />
                  Arrhes
                </RadioChoice>
                <RadioChoice>
                  <input type="radio" value="acompte" {...form.register('depositLegal')} />
                  Acompte
                </RadioChoice>
              </SimpleGrid>
            </Fieldset.Root>
          </Stack>
        )}
        {onlinePayment !== 'none' && (
          <FormCheckbox
            form={form}
            name="holdCard"
            label={'Retraits dans les 6 prochains jours\u00a0: bloquer la carte et la débiter au retrait'}
            helper="Le montant est réservé sur la carte à la commande et prélevé quand la commande est retirée."
          />
        )}
        <Text fontSize="sm" color="fg.muted" hidden={Object.keys(errors).length === 0} role="status">
          Certains champs sont à corriger (voir les messages en rouge).
        </Text>
        <FormRefusal refusal={save.refusal} />
        <HStack gap="2" wrap="wrap">
          <Button type="submit" loading={save.pending}>
            Enregistrer la campagne
          </Button>
          <Button variant="outline" onClick={onCancel}>
            Annuler
          </Button>
        </HStack>
      </Stack>
    </form>
  );
}
