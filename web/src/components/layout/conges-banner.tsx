import { Container, HStack, Text, chakra } from '@chakra-ui/react';
import { congesBannerText } from '@comptoir/core';
import { CalendarDays } from 'lucide-react';
import { useRunningConges } from '@/hooks/use-running-conges';

/** Over every page of the shop while its holiday closure runs. */
export function CongesBanner() {
  const away = useRunningConges();
  if (!away) return null;
  return (
    <chakra.aside aria-label="Congés" bg="brand.solid" color="brand.contrast">
      <Container maxW="6xl" py="2.5">
        <HStack gap="2.5" justify="center">
          <CalendarDays aria-hidden="true" size="18" style={{ flexShrink: 0 }} />
          <Text fontWeight="semibold" textAlign="center" textWrap="balance">
            {congesBannerText(away)}
          </Text>
        </HStack>
      </Container>
    </chakra.aside>
  );
}
