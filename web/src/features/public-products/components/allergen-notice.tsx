import { HStack, Text } from '@chakra-ui/react';
import { Info } from 'lucide-react';

/** Where a visitor finds the allergens of what is sold unpackaged (a legal duty of food shops). */
export function AllergenNotice() {
  return (
    <HStack as="aside" aria-label="Allergènes" gap="2.5" align="flex-start" color="fg.muted" fontSize="sm">
      <Info aria-hidden="true" size="18" style={{ flexShrink: 0, marginTop: '2px' }} />
      <Text>
        {
          'Allergènes\u00a0: la fiche de chaque produit (touchez-le) indique lesquels des 14 allergènes réglementaires il contient. Pour ce qui est vendu en vrac ou à la coupe, la liste est aussi à votre disposition en boutique, sur simple demande.'
        }
      </Text>
    </HStack>
  );
}
