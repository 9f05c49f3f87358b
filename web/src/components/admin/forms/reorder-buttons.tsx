import { HStack, IconButton } from '@chakra-ui/react';
import { ArrowDown, ArrowUp } from 'lucide-react';

export interface ReorderButtonsProps {
  /** What the item is called, for the buttons' accessible names: 'Monter « Miel »'. */
  label: string;
  /** Marks both buttons so the list can give focus back after the item moved. */
  focusKey: string;
  isFirst: boolean;
  isLast: boolean;
  disabled?: boolean;
  onMove(delta: -1 | 1): void;
}

/** Up/down buttons that move one item of an ordered list; plain buttons, so Tab and Enter work. */
export function ReorderButtons({ label, focusKey, isFirst, isLast, disabled = false, onMove }: ReorderButtonsProps) {
  return (
    <HStack gap="0">
      <IconButton
        variant="ghost"
        size="sm"
        aria-label={`Monter «\u00a0${label}\u00a0»`}
        data-reorder={`${focusKey}:up`}
        disabled={disabled || isFirst}
        onClick={() => onMove(-1)}
      >
        <ArrowUp />
      </IconButton>
      <IconButton
        variant="ghost"
        size="sm"
        aria-label={`Descendre «\u00a0${label}\u00a0»`}
        data-reorder={`${focusKey}:down`}
        disabled={disabled || isLast}
        onClick={() => onMove(1)}
      >
        <ArrowDown />
      </IconButton>
    </HStack>
  );
}
