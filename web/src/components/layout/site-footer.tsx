import { Box, Container, Grid, Heading, Stack, Text } from '@chakra-ui/react';
import type { Social } from '@comptoir/core';
import { paths } from '@/config/paths';
import { SmartLink } from './smart-link';
import { SocialIcons } from './social-icons';

export interface FooterSection {
  title: string;
  items: readonly { title: string; href: string }[];
}

export interface SiteFooterProps {
  name: string;
  tagline: string;
  sections: readonly FooterSection[];
  social?: Partial<Social> | null;
}

/** The generated legal pages; « Conditions générales » only where some are written. */
export function legalFooterSection(path: (to: string) => string, withTerms: boolean): FooterSection {
  return {
    title: 'Informations',
    items: [
      { title: 'Mentions légales', href: path(paths.legal.notice) },
      { title: 'Politique de confidentialité', href: path(paths.legal.privacy) },
      ...(withTerms ? [{ title: 'Conditions générales', href: path(paths.legal.terms) }] : []),
    ],
  };
}

export const MERCHANT_TAGLINE = 'Votre commerce de proximité de confiance.';
export const LANDING_TAGLINE = 'Des sites web sur-mesure pour les commerces de proximité.';

export function SiteFooter({ name, tagline, sections, social }: SiteFooterProps) {
  const year = new Date().getFullYear();
  return (
    <Box as="footer" bg="brand.solid" color="brand.contrast" mt="auto">
      <Container maxW="6xl" py={{ base: '10', md: '14' }}>
        <Grid templateColumns={{ base: '1fr', md: `2fr repeat(${sections.length}, 1fr)` }} gap="10">
          <Stack gap="4" maxW="sm">
            <Text fontFamily="heading" fontSize="xl" fontWeight="semibold">
              {name}
            </Text>
            <Text>{tagline}</Text>
            <SocialIcons social={social} />
          </Stack>
          {sections.map((section) => (
            <Stack key={section.title} gap="3" as="nav" aria-label={section.title}>
              <Heading as="h2" fontSize="sm" textTransform="uppercase" letterSpacing="wider" fontFamily="body">
                {section.title}
              </Heading>
              <Stack as="ul" listStyleType="none" gap="2">
                {section.items.map((item) => (
                  <li key={item.title}>
                    <SmartLink href={item.href} color="currentColor" _hover={{ textDecoration: 'underline' }}>
                      {item.title}
                    </SmartLink>
                  </li>
                ))}
              </Stack>
            </Stack>
          ))}
        </Grid>
        <Box borderTopWidth="1px" borderColor="currentColor/30" mt="10" pt="6" fontSize="sm">
          <Text>
            © {year} {name}. Tous droits réservés. · Propulsé par Comptoir
          </Text>
        </Box>
      </Container>
    </Box>
  );
}
