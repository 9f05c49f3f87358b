import { Dialog, Portal } from '@chakra-ui/react';
import type { ReactNode } from 'react';

export interface SiteDialogProps {
  open: boolean;
  /** Called when the visitor closes it (its button, Escape or a click beside it). */
  onClose: () => void;
  /** Where focus goes back when the dialog closes (the card that opened it). */
  returnFocusTo: () => HTMLElement | null;
  /** Its width from `md` up; below, it fills the screen. */
  size: 'lg' | 'xl';
  /** Extra styles of the dialog's box. */
  contentProps?: Dialog.ContentProps;
  children: ReactNode;
}

/** A public-site dialog: full screen on phones, centred with rounded corners from `md`, scrolling inside. */
export function SiteDialog({ open, onClose, returnFocusTo, size, contentProps, children }: SiteDialogProps) {
  return (
    <Dialog.Root
      open={open}
      onOpenChange={(details) => !details.open && onClose()}
      size={{ mdDown: 'full', md: size }}
      placement="center"
      scrollBehavior="inside"
      finalFocusEl={returnFocusTo}
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content borderRadius={{ md: '2xl' }} {...contentProps}>
            {children}
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
