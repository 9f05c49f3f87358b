import { Button, CloseButton, Dialog, Portal, Stack } from '@chakra-ui/react';
import { useState, type FormEventHandler, type ReactNode } from 'react';
import { FormRefusal, type Refusal } from '@/components/ui/form-refusal';
import { ConfirmDialog } from '../ui/confirm-dialog';
import { useKeptFocus } from '../ui/use-kept-focus';
import { useUnsavedGuard } from './unsaved/unsaved-changes-context';

export interface FormDialogProps {
  open: boolean;
  onOpenChange(open: boolean): void;
  title: string;
  description?: string;
  onSubmit: FormEventHandler<HTMLFormElement>;
  submitLabel: string;
  submitting?: boolean;
  /** Why the last save failed (its mutation's `refusal`): said beside the button, not toasted under the dialog. */
  refusal?: Refusal | null;
  /** The form has unsaved changes: closing it (Annuler, ×, Escape, a click outside) asks first. */
  dirty?: boolean;
  size?: 'sm' | 'md' | 'lg' | 'xl';
  /** false: a click outside does not close it (a long form that must not be lost by a stray tap). */
  closeOnInteractOutside?: boolean;
  /** Overrides of the dialog box, e.g. { maxH: '85vh', maxW: '4xl' }. */
  contentProps?: Dialog.ContentProps;
  children: ReactNode;
}

/** A create/edit dialog holding one form: our own validation messages, Annuler and the action. */
export function FormDialog({
  open,
  onOpenChange,
  title,
  description,
  onSubmit,
  submitLabel,
  submitting = false,
  refusal = null,
  dirty = false,
  size = 'md',
  closeOnInteractOutside = true,
  contentProps,
  children,
}: FormDialogProps) {
  const [confirmingClose, setConfirmingClose] = useState(false);
  const focus = useKeptFocus();
  // A refusal from before the dialog last opened is not this time's.
  const [opening, setOpening] = useState({ open, refusal });
  if (opening.open !== open) setOpening({ open, refusal });
  const shownRefusal = refusal !== opening.refusal ? refusal : null;
  useUnsavedGuard(open && dirty);
  const requestOpenChange = (next: boolean) => {
    if (!next && dirty && !submitting) setConfirmingClose(true);
    else onOpenChange(next);
  };
  return (
    <>
      <Dialog.Root
        open={open}
        onOpenChange={(details) => requestOpenChange(details.open)}
        size={size}
        scrollBehavior="inside"
        closeOnInteractOutside={closeOnInteractOutside}
        initialFocusEl={focus.initialFocusEl}
      >
        <Portal>
          <Dialog.Backdrop />
          <Dialog.Positioner px="3">
            <Dialog.Content {...focus.contentProps} {...contentProps}>
              <form onSubmit={onSubmit} noValidate style={{ display: 'contents' }}>
                <Dialog.Header>
                  <Dialog.Title>{title}</Dialog.Title>
                </Dialog.Header>
                <Dialog.Body>
                  <Stack gap="4">
                    {description && <Dialog.Description>{description}</Dialog.Description>}
                    {children}
                  </Stack>
                </Dialog.Body>
                <Dialog.Footer flexWrap="wrap">
                  <FormRefusal refusal={shownRefusal} />
                  <Dialog.ActionTrigger asChild>
                    <Button variant="outline" disabled={submitting}>
                      Annuler
                    </Button>
                  </Dialog.ActionTrigger>
                  <Button type="submit" colorPalette="brand" loading={submitting}>
                    {submitLabel}
                  </Button>
                </Dialog.Footer>
                <Dialog.CloseTrigger asChild>
                  <CloseButton size="sm" aria-label="Fermer" />
                </Dialog.CloseTrigger>
              </form>
            </Dialog.Content>
          </Dialog.Positioner>
        </Portal>
      </Dialog.Root>
      <ConfirmDialog
        open={confirmingClose}
        onOpenChange={setConfirmingClose}
        title={'Fermer sans enregistrer\u00a0?'}
        message="Ce formulaire a des modifications non enregistrées. Si vous le fermez maintenant, elles seront perdues."
        cancelLabel="Continuer la saisie"
        confirmLabel="Fermer sans enregistrer"
        onConfirm={() => onOpenChange(false)}
      />
    </>
  );
}
