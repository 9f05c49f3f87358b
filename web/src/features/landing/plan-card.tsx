import { Badge, Card, Circle, HStack, Separator, Stack, Text } from '@chakra-ui/react';
import { Check } from 'lucide-react';
import { ButtonLink } from './button-link';
import { formatPrice, type Plan } from './plans';

export function PlanCard({ plan }: { plan: Plan }) {
  const highlighted = Boolean(plan.highlight);
  return (
    <Card.Root
      as="li"
      variant="outline"
      size="lg"
      borderRadius="3xl"
      bg="bg"
      borderWidth={highlighted ? '2px' : '1px'}
      borderColor={highlighted ? 'brand.solid' : 'blackAlpha.100'}
      shadow={highlighted ? 'xl' : 'xs'}
      // Taller than its neighbours on wide screens only: in a single column it would break the rhythm.
      my={highlighted ? { lg: '-4' } : undefined}
    >
      {plan.highlight && (
        <Badge
          position="absolute"
          top="0"
          left="50%"
          transform="translate(-50%, -50%)"
          colorPalette="brand"
          variant="solid"
          size="lg"
          borderRadius="full"
          px="3"
          fontWeight="semibold"
        >
          {plan.highlight}
        </Badge>
      )}
      <Card.Header gap="2">
        <Card.Title as="h3" fontFamily="heading" fontSize="2xl">
          {plan.name}
        </Card.Title>
        <Card.Description fontSize="md" minH={{ lg: '3lh' }}>
          {plan.audience}
        </Card.Description>
      </Card.Header>
      <Card.Body gap="6">
        <Text display="flex" alignItems="baseline" gap="2">
          <Text
            as="span"
            fontFamily="heading"
            fontSize="5xl"
            fontWeight="semibold"
            lineHeight="1"
            letterSpacing="tight"
          >
            {formatPrice(plan.price)}
          </Text>
          <Text as="span" color="fg.muted">
            / mois
          </Text>
        </Text>
        <ButtonLink
          href={plan.cta.href}
          size="lg"
          borderRadius="full"
          colorPalette="brand"
          variant={highlighted ? 'solid' : 'outline'}
          borderColor="brand.solid"
          w="full"
        >
          {plan.cta.label}
        </ButtonLink>
        <Separator />
        <Stack gap="3">
          <Text fontWeight="semibold" fontSize="sm">
            {plan.includes ? `Tout le plan ${plan.includes}, plus\u00a0:` : 'Inclus\u00a0:'}
          </Text>
          <Stack as="ul" listStyleType="none" gap="3">
            {plan.features.map((feature) => (
              <HStack as="li" key={feature} gap="3" align="start">
                <Circle size="5" mt="0.5" bg="brand.subtle" color="brand.fg" flexShrink="0">
                  <Check size={12} strokeWidth={3} aria-hidden="true" />
                </Circle>
                <Text>{feature}</Text>
              </HStack>
            ))}
          </Stack>
        </Stack>
      </Card.Body>
    </Card.Root>
  );
}
