import { Box, Button, Container, Heading, Stack, Text, Wrap } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { PAGE_IMAGE_SIZES, usePageImage } from '@/lib/render-context';
import { SafeImage } from './safe-image';
import { SmartLink } from './smart-link';

export interface HeroProps {
  title: string;
  subtitle?: string;
  ctaText?: string;
  ctaLink?: string;
  secondaryCtaText?: string;
  secondaryCtaLink?: string;
  /** With an image: centred text over a dark overlay; without: text only. */
  image?: string | null;
  imageAlt?: string;
  variant?: 'merchant' | 'landing';
  children?: ReactNode;
}

export function Hero({
  title,
  subtitle,
  ctaText,
  ctaLink,
  secondaryCtaText,
  secondaryCtaLink,
  image,
  imageAlt = '',
  variant = 'merchant',
  children,
}: HeroProps) {
  usePageImage(image);
  const withImage = Boolean(image);
  const landing = variant === 'landing';
  return (
    <Box
      as="section"
      position="relative"
      overflow="hidden"
      bg={withImage ? 'gray.900' : landing ? 'cream' : 'brand.subtle'}
      color={withImage ? 'white' : 'fg'}
      minH={withImage ? { base: '28rem', md: '34rem' } : undefined}
      display="flex"
      alignItems="center"
    >
      {withImage && (
        <>
          <SafeImage
            sizes={PAGE_IMAGE_SIZES}
            src={image}
            alt={imageAlt}
            width={1600}
            height={900}
            priority
            position="absolute"
            inset="0"
            w="full"
            h="full"
            fit="cover"
          />
          <Box
            position="absolute"
            inset="0"
            bgGradient="to-b"
            gradientFrom="blackAlpha.600"
            gradientTo="blackAlpha.700"
          />
        </>
      )}
      <Container maxW="4xl" position="relative" py={{ base: '16', md: landing ? '28' : '24' }}>
        <Stack gap="6" align="center" textAlign="center">
          <Heading
            as="h1"
            fontSize={{ base: '4xl', md: landing ? '6xl' : '5xl' }}
            lineHeight="1.1"
            letterSpacing="tight"
            fontWeight="semibold"
            textWrap="balance"
          >
            {title}
          </Heading>
          {subtitle && (
            <Text fontSize={{ base: 'lg', md: 'xl' }} maxW="2xl" opacity={withImage ? 0.92 : 0.8} textWrap="pretty">
              {subtitle}
            </Text>
          )}
          {(ctaText || secondaryCtaText) && (
            <Wrap justify="center" gap="3" pt="2">
              {ctaText && ctaLink && (
                <Button asChild size="lg" colorPalette="brand" borderRadius="full" px="7">
                  <SmartLink href={ctaLink} _hover={{ textDecoration: 'none' }}>
                    {ctaText}
                  </SmartLink>
                </Button>
              )}
              {secondaryCtaText && secondaryCtaLink && (
                <Button
                  asChild
                  size="lg"
                  variant="outline"
                  borderRadius="full"
                  px="7"
                  color={withImage ? 'white' : 'brand.fg'}
                  borderColor={withImage ? 'whiteAlpha.700' : 'brand.fg'}
                  bg={withImage ? 'blackAlpha.300' : 'transparent'}
                  _hover={{ bg: withImage ? 'whiteAlpha.200' : 'brand.subtle' }}
                >
                  <SmartLink href={secondaryCtaLink} _hover={{ textDecoration: 'none' }}>
                    {secondaryCtaText}
                  </SmartLink>
                </Button>
              )}
            </Wrap>
          )}
          {children}
        </Stack>
      </Container>
    </Box>
  );
}
