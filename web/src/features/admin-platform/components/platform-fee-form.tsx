import { Button, Stack } from '@chakra-ui/react';
import { paymentRefs } from '@comptoir/core';
import { useAdminDoc } from '@/components/admin/data/use-admin-live';
import { FieldsSection } from '@/components/admin/forms/fields-section';
import { FormInput } from '@/components/admin/forms/form-input';
import { useZodForm } from '@/components/admin/forms/use-zod-form';
import { PageLoader } from '@/components/layout/page-loader';
import { LoadError } from '@/components/site/load-error';
import { useSavePlatformFee } from '../api/save-platform-fee';
import { feeFormDefaults, feeFormSchema, MAX_FEE_PERCENT, type FeeFormInput } from '../lib/fee-form';

const LOAD_ERROR = 'Impossible de charger la commission de la plateforme.';

function FeeForm({ initial }: { initial: FeeFormInput }) {
  const form = useZodForm(feeFormSchema, initial);
  const saving = useSavePlatformFee();
  const persist = async ({ feePercent }: { feePercent: number }) => {
    if ((await saving.run(feePercent)).ok) form.reset(feeFormDefaults(feePercent));
  };
  return (
    <form onSubmit={form.handleSubmit(persist)} noValidate aria-label="Commission de la plateforme">
      <Stack gap="4" align="flex-start">
        <FormInput
          form={form}
          name="feePercent"
          label="Commission (en %)"
          helper={`Prélevée par Comptoir sur chaque paiement en ligne d’une commande de fêtes, de 0 à ${MAX_FEE_PERCENT}\u00a0%. Le reste va directement au compte Stripe du commerce.`}
          required
          inputMode="decimal"
          maxW="10rem"
        />
        <Button type="submit" loading={form.formState.isSubmitting}>
          Enregistrer la commission
        </Button>
      </Stack>
    </form>
  );
}

/** « Plateforme »: the administrator's share of the shops' online payments (0 by default). */
export function PlatformFeeForm() {
  const fee = useAdminDoc(paymentRefs.platformPayments());
  return (
    <FieldsSection
      title="Paiements en ligne"
      description="Les commerces encaissent les acomptes et les arrhes sur leur propre compte Stripe."
    >
      {fee.status === 'loading' ? (
        <PageLoader text="Chargement…" fullScreen={false} />
      ) : fee.status === 'error' ? (
        <LoadError title={LOAD_ERROR} />
      ) : (
        <FeeForm initial={feeFormDefaults(fee.data?.feePercent)} />
      )}
    </FieldsSection>
  );
}
