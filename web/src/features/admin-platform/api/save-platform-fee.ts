import { setWrite, type DataPort, paymentRefs } from '@comptoir/core';
import { useAdminMutation } from '@/components/admin/data/use-admin-mutation';
import { useServices } from '@/lib/services-context';

/** The platform's share of each online payment from now on (platform/payments, administrators only). */
export async function savePlatformFee(db: DataPort, feePercent: number): Promise<void> {
  await db.batch([setWrite(paymentRefs.platformPayments(), { feePercent })]);
}

/** Saves the platform fee with its toasts; a failure keeps what was typed. */
export function useSavePlatformFee() {
  const { db } = useServices();
  return useAdminMutation((feePercent: number) => savePlatformFee(db, feePercent), {
    success: 'Commission sauvegardée',
    failure: 'Erreur lors de la sauvegarde de la commission.',
  });
}
