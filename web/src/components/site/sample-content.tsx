import { Badge, Box, Container, Text } from '@chakra-ui/react';

/** Marks a block of sample content, so it never passes for the shop's own. */
export function SampleBadge() {
  return (
    <Badge variant="outline" colorPalette="orange" size="md" bg="bg">
      Exemple
    </Badge>
  );
}

/** A discreet line above a page that shows sample content. */
export function SampleNotice() {
  return (
    <Box bg="orange.subtle" color="orange.fg" borderBottomWidth="1px" borderColor="orange.muted" role="note">
      <Container maxW="6xl" py="2" px={{ base: '4', md: '6' }}>
        <Text fontSize="sm" textAlign="center">
          <strong>Site en préparation</strong>
          {'\u00a0: les blocs marqués «\u00a0Exemple\u00a0» sont des modèles, pas encore les contenus de la boutique.'}
        </Text>
      </Container>
    </Box>
  );
}
