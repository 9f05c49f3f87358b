import { Box, Input, type InputProps } from '@chakra-ui/react';
import { Search } from 'lucide-react';

/** A search box with its magnifier; label it with the FormField around it. */
export function SearchInput(props: Omit<InputProps, 'type'>) {
  return (
    <Box position="relative" w="full">
      <Box
        position="absolute"
        insetStart="3"
        top="50%"
        transform="translateY(-50%)"
        color="fg.muted"
        pointerEvents="none"
        zIndex="1"
      >
        <Search size={16} aria-hidden="true" />
      </Box>
      <Input type="search" ps="9" {...props} />
    </Box>
  );
}
