import { Textarea } from '@chakra-ui/react';
import { useState } from 'react';
import { FormField } from '@/components/site/form-field';
import { FormDialog } from '@/components/admin/forms/form-dialog';

export interface CancelOrderDialogProps {
  /** Whose order, in the title; null when closed. */
  customer: string | null;
  busy: boolean;
  onClose(): void;
  onConfirm(reason: string): void;
}

const MAX_REASON = 300;

/** Before an order is cancelled (and refunded): the reason the customer’s email gives. */
export function CancelOrderDialog({ customer, busy, onClose, onConfirm }: CancelOrderDialogProps) {
  const [reason, setReason] = useState('');
  return (
    <FormDialog
      open={customer !== null}
      onOpenChange={(open) => !open && onClose()}
      title={`Annuler la commande de ${customer ?? ''}`}
      description="Le paiement en ligne est remboursé et les quantités sont remises en vente."
      submitLabel="Annuler la commande"
      submitting={busy}
      dirty={reason.trim() !== ''}
      size="sm"
      onSubmit={(event) => {
        event.preventDefault();
        onConfirm(reason.trim());
      }}
    >
      <FormField label="Motif" helper={`Facultatif, ${MAX_REASON}\u00a0caractères au plus\u00a0; le client le lira.`}>
        <Textarea
          value={reason}
          maxLength={MAX_REASON}
          rows={3}
          onChange={(event) => setReason(event.currentTarget.value)}
        />
      </FormField>
    </FormDialog>
  );
}
