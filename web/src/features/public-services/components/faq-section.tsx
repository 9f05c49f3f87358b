import { Box, Icon } from '@chakra-ui/react';
import { ChevronDown } from 'lucide-react';
import { PageSection } from '@/components/site/page-section';
import { SampleBadge } from '@/components/site/sample-content';
import { SectionHeading } from '@/components/site/section-heading';
import type { FaqEntry } from '../default-faqs';

/**
 * 'Questions fréquentes': the shop's questions, or the sample ones labelled « Exemple ». Each answer
 * opens in the browser itself (a details element): at the first tap on a server-rendered page,
 * before its app, and with the keyboard like any disclosure. Several may stay open.
 */
export function FaqSection({ faqs, sample }: { faqs: readonly FaqEntry[]; sample: boolean }) {
  return (
    <PageSection labelledBy="faq-title">
      <SectionHeading id="faq-title" title="Questions fréquentes" aside={sample && <SampleBadge />} />
      <Box
        maxW="3xl"
        mx="auto"
        mt={{ base: '8', md: '12' }}
        borderWidth="1px"
        borderRadius="2xl"
        bg="bg"
        overflow="hidden"
      >
        {faqs.map((faq) => (
          <Box
            as="details"
            key={faq.id}
            borderTopWidth="1px"
            _first={{ borderTopWidth: '0' }}
            css={{ '&[open] > summary svg': { transform: 'rotate(180deg)' } }}
          >
            <Box
              as="summary"
              display="flex"
              alignItems="center"
              gap="3"
              px={{ base: '4', md: '5' }}
              py="4"
              cursor="pointer"
              listStyleType="none"
              _focusVisible={{ outline: '2px solid', outlineColor: 'brand.focusRing', outlineOffset: '-2px' }}
              css={{ '&::-webkit-details-marker': { display: 'none' } }}
            >
              <Box as="h3" flex="1" m="0" fontWeight="semibold" fontSize={{ base: 'md', md: 'lg' }}>
                {faq.question}
              </Box>
              <Icon color="fg.muted" transition="transform 0.2s" aria-hidden>
                <ChevronDown />
              </Icon>
            </Box>
            <Box px={{ base: '4', md: '5' }} pb="5" color="fg.muted" whiteSpace="pre-line">
              {faq.answer}
            </Box>
          </Box>
        ))}
      </Box>
    </PageSection>
  );
}
