import { Box, Container, type BoxProps } from '@chakra-ui/react';
import type { ReactNode } from 'react';

export interface LandingSectionProps extends Omit<BoxProps, 'id' | 'children'> {
  id: string;
  /** The id of the section's h2. */
  labelledBy: string;
  children: ReactNode;
}

/** A full-width band of the landing page. */
export function LandingSection({ id, labelledBy, children, ...props }: LandingSectionProps) {
  return (
    <Box
      as="section"
      id={id}
      aria-labelledby={labelledBy}
      // The sticky header is 4rem tall: anchored sections must not slide under it.
      scrollMarginTop="16"
      py={{ base: '16', md: '24' }}
      {...props}
    >
      <Container maxW="6xl">{children}</Container>
    </Box>
  );
}
