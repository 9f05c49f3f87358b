import { Container, Stack, Text } from '@chakra-ui/react';
import { formatFrenchDate } from '@comptoir/core';
import { ArrowRight } from 'lucide-react';
import { SmartLink } from '@/components/layout/smart-link';
import { paths } from '@/config/paths';
import { useOpenCampaign } from '@/hooks/use-campaign';
import { useSite } from './site-context';

/** On the home page while a campaign takes orders: its title and closing date, to its page. */
export function CampaignTeaser() {
  const { campaign } = useOpenCampaign();
  const { path } = useSite();
  if (!campaign) return null;
  const closes = formatFrenchDate(campaign.closesOn, { year: undefined, weekday: undefined });
  return (
    <Container as="aside" aria-label={campaign.title} maxW="6xl" py={{ base: '3', md: '4' }}>
      <SmartLink
        href={path(paths.merchant.orders)}
        display="flex"
        alignItems="center"
        justifyContent="space-between"
        gap="3"
        px={{ base: '4', md: '6' }}
        py={{ base: '4', md: '5' }}
        borderRadius="xl"
        bg="brand.subtle"
        color="fg"
        textDecoration="none"
        _hover={{ bg: 'brand.muted', textDecoration: 'none' }}
      >
        <Stack gap="1" minW="0">
          <Text as="span" fontFamily="heading" fontSize={{ base: 'lg', md: 'xl' }} fontWeight="semibold">
            {campaign.title}
          </Text>
          {campaign.intro && (
            <Text as="span" color="fg.muted" lineClamp={2}>
              {campaign.intro}
            </Text>
          )}
          <Text as="span" fontSize="sm" fontWeight="semibold" color="brand.fg">
            {`Commandez avant le ${closes}`}
          </Text>
        </Stack>
        <ArrowRight aria-hidden="true" size="20" style={{ flexShrink: 0 }} />
      </SmartLink>
    </Container>
  );
}
