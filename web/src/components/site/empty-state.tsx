import { Center, Icon, Stack, Text } from '@chakra-ui/react';
import type { LucideIcon } from 'lucide-react';

export interface EmptyStateProps {
  /** The main line, e.g. 'Aucune valeur configurée pour le moment.' */
  title: string;
  description?: string;
  icon?: LucideIcon;
}

/** A quiet, dashed box saying a list has nothing to show. */
export function EmptyState({ title, description, icon: IconComponent }: EmptyStateProps) {
  return (
    <Stack
      align="center"
      textAlign="center"
      gap="2"
      py={{ base: '10', md: '12' }}
      px="6"
      borderWidth="1px"
      borderStyle="dashed"
      borderColor="border.emphasized"
      borderRadius="2xl"
      bg="bg"
    >
      {IconComponent && (
        <Center boxSize="12" borderRadius="full" bg="brand.subtle" color="brand.fg" mb="1" aria-hidden="true">
          <Icon size="lg">
            <IconComponent strokeWidth={1.75} />
          </Icon>
        </Center>
      )}
      <Text fontWeight="medium" fontSize={{ base: 'md', md: 'lg' }} textWrap="balance">
        {title}
      </Text>
      {description && <Text color="fg.muted">{description}</Text>}
    </Stack>
  );
}
