import { Textarea } from '@chakra-ui/react';
import { LIMITS } from '@comptoir/core';
import { useState } from 'react';
import { FormField } from '@/components/site/form-field';
import { FormDialog } from '@/components/admin/forms/form-dialog';

export interface StatusReasonDialogProps {
  /** The status asked for ('Refusée'), or null when closed. */
  statusLabel: string | null;
  /** Who the lead is from, in the title. */
  itemLabel: string;
  busy: boolean;
  onClose(): void;
  onConfirm(reason: string): void;
}

/** Before a lead is cancelled or declined: the owner may say why (the customer's email says it). */
export function StatusReasonDialog({ statusLabel, itemLabel, busy, onClose, onConfirm }: StatusReasonDialogProps) {
  const [reason, setReason] = useState('');
  return (
    <FormDialog
      open={statusLabel !== null}
      onOpenChange={(open) => !open && onClose()}
      title={`Statut « ${statusLabel ?? ''} »\u00a0: ${itemLabel}`}
      description={`Le motif est facultatif\u00a0; s’il est indiqué, le client le lira dans l’email qui l’informe.`}
      submitLabel="Enregistrer le statut"
      submitting={busy}
      dirty={reason.trim() !== ''}
      size="sm"
      onSubmit={(event) => {
        event.preventDefault();
        onConfirm(reason.trim());
      }}
    >
      <FormField label="Motif (facultatif)">
        <Textarea
          value={reason}
          maxLength={LIMITS.shortText}
          rows={3}
          onChange={(event) => setReason(event.currentTarget.value)}
        />
      </FormField>
    </FormDialog>
  );
}
