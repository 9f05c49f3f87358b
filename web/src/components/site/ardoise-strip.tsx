import { Container, HStack, Text } from '@chakra-ui/react';
import { ardoiseUntilText, formatPrice } from '@comptoir/core';
import { ArrowRight } from 'lucide-react';
import { paths } from '@/config/paths';
import { useArdoise } from '@/hooks/use-ardoise';
import { SmartLink } from '@/components/layout/smart-link';
import { useSite } from './site-context';

/** At the top of the home and products pages while today's ardoise is up: one line, to its page. */
export function ArdoiseStrip() {
  const { ardoise } = useArdoise();
  const { path } = useSite();
  if (!ardoise) return null;
  const price = ardoise.price === null ? '' : ` — ${formatPrice(ardoise.price)}`;
  return (
    <Container as="aside" aria-label="L’ardoise du jour" maxW="6xl" py={{ base: '3', md: '4' }}>
      <SmartLink
        href={path(paths.merchant.ardoise)}
        display="flex"
        alignItems="center"
        justifyContent="space-between"
        gap="3"
        px={{ base: '4', md: '5' }}
        py="3"
        borderRadius="xl"
        bg="gray.900"
        color="white"
        textDecoration="none"
        _hover={{ bg: 'gray.800', textDecoration: 'none' }}
      >
        <HStack gap="2" wrap="wrap" minW="0">
          <Text
            as="span"
            fontSize="xs"
            fontWeight="bold"
            letterSpacing="wider"
            textTransform="uppercase"
            color="yellow.300"
          >
            L’ardoise du jour
          </Text>
          <Text as="span" fontWeight="semibold">
            {ardoise.title}
            {price}
          </Text>
          <Text as="span" fontSize="sm" color="gray.300">
            {ardoiseUntilText(ardoise.until)}
          </Text>
        </HStack>
        <ArrowRight aria-hidden="true" size="18" style={{ flexShrink: 0 }} />
      </SmartLink>
    </Container>
  );
}
