import { Box, Grid, Heading, HStack, Icon, Stack, Text } from '@chakra-ui/react';
import { ArrowRight, Mail, MapPin, Phone, type LucideIcon } from 'lucide-react';
import { SmartLink } from '@/components/layout/smart-link';
import { paths } from '@/config/paths';
import { useServices } from '@/lib/services-context';
import { ButtonLink } from './button-link';
import { LandingSection } from './landing-section';
import { ProspectForm } from './prospect-form';

interface ContactItem {
  icon: LucideIcon;
  label: string;
  value: string;
  href?: string;
}

/** Placeholders of the marketing page. */
const CONTACT_ITEMS: readonly ContactItem[] = [
  { icon: Mail, label: 'Email', value: 'contact@comptoir.fr', href: 'mailto:contact@comptoir.fr' },
  { icon: Phone, label: 'Téléphone', value: '01 23 45 67 89', href: 'tel:+33123456789' },
  { icon: MapPin, label: 'Adresse', value: '12 rue de la Roquette, 75011 Paris' },
];

/** The contact block: how to reach us, and the form a shop sends to be put online. */
export function ContactSection() {
  // The demo accounts exist only in the sandbox and on the emulators' seed.
  const { mode } = useServices();
  return (
    <LandingSection id="contact" labelledBy="contact-title">
      <Grid
        templateColumns={{ base: '1fr', lg: '1fr 1.1fr' }}
        gap={{ base: '10', lg: '14' }}
        alignItems="start"
        bg="brand.solid"
        color="brand.contrast"
        borderRadius={{ base: '2xl', md: '3xl' }}
        px={{ base: '6', md: '14' }}
        py={{ base: '10', md: '14' }}
        position="relative"
        overflow="hidden"
        // A soft glow in the corner: depth without an image.
        bgImage="radial-gradient(circle at 100% 0%, rgba(255, 255, 255, 0.14), transparent 45%)"
      >
        <Stack gap="5" align="start">
          <Text fontSize="sm" fontWeight="semibold" letterSpacing="widest" textTransform="uppercase">
            Contact
          </Text>
          <Heading
            as="h2"
            id="contact-title"
            fontSize={{ base: '3xl', md: '4xl' }}
            lineHeight="1.15"
            letterSpacing="tight"
            fontWeight="semibold"
            textWrap="balance"
          >
            Parlons de votre commerce
          </Heading>
          <Text fontSize={{ base: 'md', md: 'lg' }} textWrap="pretty">
            Une question sur les formules, une démonstration, un projet particulier{'\u00a0'}? Laissez-nous votre
            demande, écrivez-nous ou appelez-nous{'\u00a0'}: nous vous répondons avec plaisir.
          </Text>
          {mode !== 'production' && (
            <Stack gap="2" pt="2" align="start">
              <ButtonLink
                href={paths.admin.login}
                size="lg"
                borderRadius="full"
                px="7"
                bg="white"
                color="brand.fg"
                _hover={{ bg: 'brand.subtle' }}
              >
                Essayer le back-office
                <ArrowRight aria-hidden="true" />
              </ButtonLink>
              <Text fontSize="sm">Des comptes de démonstration sont indiqués sur la page de connexion.</Text>
            </Stack>
          )}
          <Stack as="address" fontStyle="normal" gap="3">
            {CONTACT_ITEMS.map((item) => (
              <HStack key={item.label} gap="4" p="4" borderRadius="xl" bg="blackAlpha.200">
                <Icon size="lg" flexShrink="0">
                  <item.icon strokeWidth={1.75} />
                </Icon>
                <Stack gap="0" minW="0">
                  <Text fontSize="sm" fontWeight="medium">
                    {item.label}
                  </Text>
                  {item.href ? (
                    <SmartLink href={item.href} color="currentColor" fontSize="lg" fontWeight="semibold">
                      {item.value}
                    </SmartLink>
                  ) : (
                    <Text fontSize="lg" fontWeight="semibold">
                      {item.value}
                    </Text>
                  )}
                </Stack>
              </HStack>
            ))}
          </Stack>
        </Stack>
        <Box
          id="demande"
          scrollMarginTop="24"
          bg="white"
          color="fg"
          borderRadius="2xl"
          p={{ base: '5', md: '8' }}
          boxShadow="lg"
          position="relative"
        >
          <ProspectForm />
        </Box>
      </Grid>
    </LandingSection>
  );
}
