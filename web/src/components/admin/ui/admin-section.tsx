import { Card, Heading, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';

export interface AdminSectionProps {
  /** An h2 under the page's h1. */
  title: string;
  description?: string;
  actions?: ReactNode;
  /** An anchor other screens link to (`…#id`). */
  id?: string;
  children: ReactNode;
}

/** A titled card grouping part of a back-office screen (a form section, a list). */
export function AdminSection({ title, description, actions, id, children }: AdminSectionProps) {
  return (
    <Card.Root as="section" id={id}>
      <Card.Header gap="1" flexDirection="row" alignItems="flex-start" justifyContent="space-between" flexWrap="wrap">
        <div>
          <Heading as="h2" size="md">
            {title}
          </Heading>
          {description && (
            <Text fontSize="sm" color="fg.muted" mt="1">
              {description}
            </Text>
          )}
        </div>
        {actions}
      </Card.Header>
      <Card.Body>{children}</Card.Body>
    </Card.Root>
  );
}
