import { Box, chakra, CloseButton } from '@chakra-ui/react';
import { X } from 'lucide-react';
import type { ReactNode } from 'react';
import { closeDialog, closesDialog } from '@/lib/invoker-commands';

export interface SiteDialogProps {
  /** The element's id, which its buttons name (`opensDialog`, `web/src/lib/invoker-commands.ts`). */
  id: string;
  /** The id of its title. */
  labelledBy: string;
  /** Its width from `md` up; below, it fills the screen. */
  size: 'lg' | 'xl';
  /** Called once it has closed (its button, Escape, or a tap beside it). */
  onClose?: () => void;
  children: ReactNode;
}

const WIDTHS = { lg: '2xl', xl: '4xl' } as const;

// Chakra passes on only the attributes it knows.
const Dialog = chakra('dialog', {}, { forwardProps: ['closedby'] });

/**
 * A public-site dialog, in the page from the server: a native modal `<dialog>` that the browser opens
 * at the first tap, before any script has loaded. Full screen on phones, centred with rounded
 * corners from `md`, scrolling inside; Escape, the close button and a tap beside it close it, and the
 * focus goes back to the button that opened it.
 */
export function SiteDialog({ id, labelledBy, size, onClose, children }: SiteDialogProps) {
  return (
    <Dialog
      id={id}
      aria-labelledby={labelledBy}
      closedby="any"
      // Where `closedby` is unknown: a tap on the backdrop lands on the dialog itself.
      onClick={(event) => event.target === event.currentTarget && event.currentTarget.close()}
      onClose={onClose}
      p="0"
      border="0"
      bg="bg"
      color="fg"
      boxShadow="lg"
      overflow="hidden"
      // Scrolling in it never scrolls the page (no lock on the page itself: toggling it re-lays out
      // the whole page, 50–80 ms at the opening on a slow phone).
      overscrollBehavior="contain"
      w="full"
      // Centred by the browser's own rule (auto margins), which the page's reset takes away.
      m="auto"
      h={{ base: 'full', md: 'fit-content' }}
      maxW={{ base: 'full', md: `min(calc(100% - 2rem), {sizes.${WIDTHS[size]}})` }}
      maxH={{ base: 'full', md: 'calc(100% - 7.5rem)' }}
      borderRadius={{ base: '0', md: '2xl' }}
      _open={{ display: 'flex', flexDirection: 'column' }}
      _backdrop={{ bg: 'rgb(0 0 0 / 0.5)' }}
    >
      <Box flex="1" overflow="auto" overscrollBehavior="contain">
        {children}
      </Box>
      <CloseButton position="absolute" top="3" insetEnd="3" size="sm" bg="bg" borderRadius="full" shadow="sm" asChild>
        <button
          type="button"
          {...closesDialog(id)}
          onClick={(event) => closeDialog(event.currentTarget)}
          aria-label="Fermer"
        >
          <X aria-hidden="true" />
        </button>
      </CloseButton>
    </Dialog>
  );
}
