import { Badge } from '@chakra-ui/react';

/** « Rupture de stock » on a product card, in its dialog and on a variant. */
export const OutOfStockBadge = () => (
  <Badge alignSelf="flex-start" colorPalette="red" variant="subtle" borderRadius="full">
    Rupture de stock
  </Badge>
);
