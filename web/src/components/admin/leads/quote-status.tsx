import { Badge } from '@chakra-ui/react';
import type { QuoteStatus } from '@comptoir/core';
import type { Palette } from '@/components/ui/system';

/** new = Nouveau, in_progress = En cours, anything else = Terminé. */
export const QUOTE_STATUS_LABELS: Record<QuoteStatus, string> = {
  new: 'Nouveau',
  in_progress: 'En cours',
  completed: 'Terminé',
};

const PALETTES: Record<QuoteStatus, Palette> = { new: 'blue', in_progress: 'orange', completed: 'green' };

export function QuoteStatusBadge({ status }: { status: QuoteStatus }) {
  return <Badge colorPalette={PALETTES[status]}>{QUOTE_STATUS_LABELS[status]}</Badge>;
}
