import { IconButton, type IconButtonProps } from '@chakra-ui/react';
import { Pencil, Trash2 } from 'lucide-react';

/** Small buttons, but 44 px touch targets on phones. */
export const SMALL_TOUCH_BUTTON = {
  size: 'sm',
  minH: { base: '11', md: '8' },
  minW: { base: '11', md: '8' },
} as const;

export interface ItemActionButtonProps extends Omit<IconButtonProps, 'aria-label' | 'children'> {
  /** The button's whole name for screen readers, e.g. 'Modifier « Miel de lavande »'. */
  label: string;
}

/** The small ghost pencil button that opens an item of a list for editing. */
export function EditButton({ label, ...props }: ItemActionButtonProps) {
  return (
    <IconButton variant="ghost" size="sm" aria-label={label} {...props}>
      <Pencil />
    </IconButton>
  );
}

/** The small ghost red bin button that deletes an item of a list (after a confirmation, the caller's). */
export function DeleteButton({ label, ...props }: ItemActionButtonProps) {
  return (
    <IconButton variant="ghost" size="sm" colorPalette="red" aria-label={label} {...props}>
      <Trash2 />
    </IconButton>
  );
}
