import { Box, Container, type BoxProps } from '@chakra-ui/react';
import type { ReactNode } from 'react';

export interface PageSectionProps extends Omit<BoxProps, 'children'> {
  /** The id of the section's h2. */
  labelledBy: string;
  children: ReactNode;
}

/** A full-width band of a shop page, labelled by its h2. */
export function PageSection({ labelledBy, children, ...props }: PageSectionProps) {
  return (
    <Box
      as="section"
      aria-labelledby={labelledBy}
      // The sticky header is 4rem tall: anchored sections must not slide under it.
      scrollMarginTop="20"
      py={{ base: '14', md: '20' }}
      {...props}
    >
      <Container maxW="6xl">{children}</Container>
    </Box>
  );
}
