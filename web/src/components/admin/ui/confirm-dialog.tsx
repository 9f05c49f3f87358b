import { Button, Dialog, Portal } from '@chakra-ui/react';
import { useState } from 'react';

export interface ConfirmDialogProps {
  open: boolean;
  onOpenChange(open: boolean): void;
  /** The question, e.g. 'Êtes-vous sûr de vouloir supprimer cet événement ?'. */
  message: string;
  title?: string;
  confirmLabel?: string;
  cancelLabel?: string;
  /** Runs on confirmation; the dialog shows a spinner meanwhile and closes when it settles. */
  onConfirm(): Promise<unknown> | void;
}

/** Asks before a destructive action: every delete, and leaving unsaved changes. */
export function ConfirmDialog({
  open,
  onOpenChange,
  message,
  title = 'Confirmer la suppression',
  confirmLabel = 'Supprimer',
  cancelLabel = 'Annuler',
  onConfirm,
}: ConfirmDialogProps) {
  const [busy, setBusy] = useState(false);
  const confirm = async () => {
    setBusy(true);
    try {
      await onConfirm();
    } finally {
      setBusy(false);
      onOpenChange(false);
    }
  };
  return (
    <Dialog.Root open={open} onOpenChange={(details) => onOpenChange(details.open)} role="alertdialog" size="sm">
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner px="4">
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title>{title}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Dialog.Description>{message}</Dialog.Description>
            </Dialog.Body>
            <Dialog.Footer flexWrap="wrap">
              <Dialog.ActionTrigger asChild>
                <Button variant="outline" disabled={busy}>
                  {cancelLabel}
                </Button>
              </Dialog.ActionTrigger>
              <Button colorPalette="red" onClick={confirm} loading={busy}>
                {confirmLabel}
              </Button>
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
