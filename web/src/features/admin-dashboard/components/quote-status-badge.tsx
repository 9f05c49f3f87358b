import { Badge } from '@chakra-ui/react';
import type { QuoteStatus } from '@comptoir/core';

/** Spec §2: new = Nouveau, in_progress = En cours, anything else = Terminé. */
export function QuoteStatusBadge({ status }: { status: QuoteStatus }) {
  if (status === 'new') return <Badge colorPalette="blue">Nouveau</Badge>;
  if (status === 'in_progress') return <Badge colorPalette="orange">En cours</Badge>;
  return <Badge colorPalette="green">Terminé</Badge>;
}
