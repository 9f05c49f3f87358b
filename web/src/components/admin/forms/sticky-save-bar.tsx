import { Box, Button } from '@chakra-ui/react';
import { Save } from 'lucide-react';

/** A long form's submit button, kept in reach at the bottom of the screen while scrolling. */
export function StickySaveBar({ saving, label }: { saving: boolean; label: string }) {
  return (
    <Box
      position="sticky"
      bottom="0"
      py="3"
      bg="bg"
      borderTopWidth="1px"
      display="flex"
      justifyContent="flex-end"
      zIndex="docked"
    >
      <Button type="submit" colorPalette="brand" loading={saving} w={{ base: 'full', sm: 'auto' }}>
        <Save aria-hidden="true" />
        {label}
      </Button>
    </Box>
  );
}
