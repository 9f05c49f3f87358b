import { Textarea } from '@chakra-ui/react';
import { MAX_STATUS_REASON, statusReasonSchema } from '@comptoir/core';
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

export const STATUS_REASON_HELP = `Facultatif, ${MAX_STATUS_REASON}\u00a0caractères au plus, sans lien ni adresse email.`;

/**
 * Before a lead is cancelled or declined: the owner may say why (the customer's email says it), in
 * plain words: a link or an address is refused with its message, and what was typed stays.
 */
export function StatusReasonDialog({ statusLabel, itemLabel, busy, onClose, onConfirm }: StatusReasonDialogProps) {
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | undefined>();
  return (
    <FormDialog
      open={statusLabel !== null}
      onOpenChange={(open) => !open && onClose()}
      title={`Statut «\u00a0${statusLabel ?? ''}\u00a0»\u00a0: ${itemLabel}`}
      description={`Le motif est facultatif\u00a0; s’il est indiqué, le client le lira dans l’email qui l’informe.`}
      submitLabel="Enregistrer le statut"
      submitting={busy}
      dirty={reason.trim() !== ''}
      size="sm"
      onSubmit={(event) => {
        event.preventDefault();
        const checked = statusReasonSchema.safeParse(reason);
        if (!checked.success) {
          setError(checked.error.issues[0]?.message);
          return;
        }
        onConfirm(checked.data);
      }}
    >
      <FormField label="Motif (facultatif)" helper={STATUS_REASON_HELP} error={error}>
        <Textarea
          value={reason}
          maxLength={MAX_STATUS_REASON}
          rows={3}
          onChange={(event) => {
            setReason(event.currentTarget.value);
            setError(undefined);
          }}
        />
      </FormField>
    </FormDialog>
  );
}
