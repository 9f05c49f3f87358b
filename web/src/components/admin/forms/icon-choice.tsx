import { Box, chakra, Field, Icon, SimpleGrid, Text } from '@chakra-ui/react';
import { useId } from 'react';
import { CONTENT_ICONS } from '@/components/site/content-icons';

export type ContentIconName = keyof typeof CONTENT_ICONS;

/** What each icon shows, in the owner's words. */
export const ICON_LABELS: Record<ContentIconName, string> = {
  award: 'Récompense',
  shield: 'Bouclier',
  truck: 'Livraison',
  heart: 'Cœur',
  star: 'Étoile',
  handshake: 'Poignée de main',
  leaf: 'Feuille',
  globe: 'Planète',
};

export interface IconChoiceProps<N extends ContentIconName> {
  /** The group's legend. */
  label: string;
  /** The icons offered, in this order (reassurance items and values offer different sets). */
  options: readonly N[];
  value: N | undefined;
  onChange(value: N): void;
  onBlur?(): void;
  error?: string | undefined;
}

/**
 * Picks one of the site's content icons, each shown as the public site draws it with its label:
 * native radio buttons, so arrow keys move between them.
 */
export function IconChoice<N extends ContentIconName>({
  label,
  options,
  value,
  onChange,
  onBlur,
  error,
}: IconChoiceProps<N>) {
  const name = useId();
  return (
    <Box as="fieldset" minW="0">
      <Text as="legend" fontWeight="medium" fontSize="sm" mb="1.5">
        {label}
      </Text>
      <SimpleGrid columns={{ base: 2, sm: 3, md: 4 }} gap="2">
        {options.map((option) => {
          const checked = value === option;
          return (
            <chakra.label
              key={option}
              display="flex"
              alignItems="center"
              gap="2"
              px="3"
              py="2"
              minH="11"
              borderWidth="1px"
              borderRadius="md"
              cursor="pointer"
              fontSize="sm"
              borderColor={checked ? 'brand.solid' : 'border'}
              bg={checked ? 'brand.subtle' : undefined}
              fontWeight={checked ? 'semibold' : undefined}
              _hover={{ bg: checked ? 'brand.subtle' : 'bg.muted' }}
              css={{ '&:has(input:focus-visible)': { outline: '2px solid', outlineColor: 'brand.focusRing' } }}
            >
              <chakra.input
                type="radio"
                srOnly
                name={name}
                value={option}
                checked={checked}
                onChange={() => onChange(option)}
                onBlur={onBlur}
              />
              <Icon as={CONTENT_ICONS[option]} boxSize="5" color="brand.solid" aria-hidden="true" flexShrink={0} />
              {ICON_LABELS[option]}
            </chakra.label>
          );
        })}
      </SimpleGrid>
      {error && (
        <Field.Root invalid>
          <Field.ErrorText>{error}</Field.ErrorText>
        </Field.Root>
      )}
    </Box>
  );
}
