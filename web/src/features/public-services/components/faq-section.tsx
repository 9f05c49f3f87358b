import { Accordion, Box } from '@chakra-ui/react';
import { PageSection } from '@/components/site/page-section';
import { SampleBadge } from '@/components/site/sample-content';
import { SectionHeading } from '@/components/site/section-heading';
import type { FaqEntry } from '../default-faqs';

/** 'Questions fréquentes': the shop's questions, or the sample ones labelled « Exemple ». */
export function FaqSection({ faqs, sample }: { faqs: readonly FaqEntry[]; sample: boolean }) {
  return (
    <PageSection labelledBy="faq-title">
      <SectionHeading id="faq-title" title="Questions fréquentes" aside={sample && <SampleBadge />} />
      <Accordion.Root
        collapsible
        multiple
        variant="enclosed"
        size="lg"
        maxW="3xl"
        mx="auto"
        mt={{ base: '8', md: '12' }}
        borderRadius="2xl"
        bg="bg"
      >
        {faqs.map((faq) => (
          <Accordion.Item key={faq.id} value={faq.id}>
            <Box as="h3" m="0">
              <Accordion.ItemTrigger
                fontWeight="semibold"
                fontSize={{ base: 'md', md: 'lg' }}
                py="4"
                textAlign="start"
                cursor="pointer"
              >
                <Box flex="1">{faq.question}</Box>
                <Accordion.ItemIndicator />
              </Accordion.ItemTrigger>
            </Box>
            <Accordion.ItemContent>
              <Accordion.ItemBody color="fg.muted" whiteSpace="pre-line" pt="0">
                {faq.answer}
              </Accordion.ItemBody>
            </Accordion.ItemContent>
          </Accordion.Item>
        ))}
      </Accordion.Root>
    </PageSection>
  );
}
