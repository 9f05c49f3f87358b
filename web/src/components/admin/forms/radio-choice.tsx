import { chakra } from '@chakra-ui/react';
import type { ReactNode } from 'react';

/**
 * One choice of a group of native radio buttons (arrow keys move between them), drawn as a
 * bordered row that shows which one is checked. `children`: the input, then its label.
 */
export function RadioChoice({ children }: { children: ReactNode }) {
  return (
    <chakra.label
      display="flex"
      alignItems="center"
      gap="2"
      px="3"
      minH="11"
      minW="0"
      borderWidth="1px"
      borderRadius="md"
      cursor="pointer"
      fontSize="sm"
      _hover={{ bg: 'bg.muted' }}
      css={{
        '&:has(input:checked)': { borderColor: 'brand.solid', bg: 'brand.subtle', fontWeight: 'semibold' },
        '&:has(input:focus-visible)': { outline: '2px solid', outlineColor: 'brand.focusRing' },
      }}
    >
      {children}
    </chakra.label>
  );
}
