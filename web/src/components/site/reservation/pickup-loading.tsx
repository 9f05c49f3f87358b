import { Flex, Spinner, Text } from '@chakra-ui/react';

/** While the reservation form's code or the shop's hours load. */
export function PickupLoading() {
  return (
    <Flex justify="center" align="center" gap="3" py="6" color="fg.muted">
      <Spinner color="brand.solid" />
      <Text>Chargement des créneaux de retrait…</Text>
    </Flex>
  );
}
