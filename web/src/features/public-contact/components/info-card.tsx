import { Card, Flex, Heading, type CardRootProps } from '@chakra-ui/react';
import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { IconTile } from '@/components/site/icon-tile';

export interface InfoCardProps extends Omit<CardRootProps, 'title'> {
  id: string;
  title: string;
  icon: LucideIcon;
  children: ReactNode;
}

/** A card of the contact page's aside, titled by an h2. */
export function InfoCard({ id, title, icon, children, ...props }: InfoCardProps) {
  return (
    <Card.Root
      as="section"
      aria-labelledby={id}
      variant="outline"
      borderRadius={{ base: '2xl', md: '3xl' }}
      borderColor="blackAlpha.100"
      {...props}
    >
      <Card.Header px={{ base: '5', md: '7' }} pt={{ base: '5', md: '7' }}>
        <Flex align="center" gap="3">
          <IconTile icon={icon} boxSize="10" borderRadius="lg" />
          <Heading as="h2" id={id} fontSize={{ base: 'xl', md: '2xl' }} letterSpacing="tight">
            {title}
          </Heading>
        </Flex>
      </Card.Header>
      <Card.Body px={{ base: '5', md: '7' }} pb={{ base: '5', md: '7' }} pt="4" gap="4">
        {children}
      </Card.Body>
    </Card.Root>
  );
}
