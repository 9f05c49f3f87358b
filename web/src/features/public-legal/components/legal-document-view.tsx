import { Box, Container, Heading, Stack, Text, chakra } from '@chakra-ui/react';
import { foldText, type LegalBlock, type LegalDocument } from '@comptoir/core';
import { SmartLink } from '@/components/layout/smart-link';
import { PageHeader } from '@/components/site/page-header';

const LINK = { color: 'brand.fg', fontWeight: 'medium', textDecoration: 'underline' } as const;

function Block({ block }: { block: LegalBlock }) {
  switch (block.kind) {
    case 'text':
      return <Text>{block.text}</Text>;
    case 'list':
      return (
        <chakra.ul ps="5" listStyleType="disc" display="grid" gap="2">
          {block.items.map((item) => (
            <li key={item}>{item}</li>
          ))}
        </chakra.ul>
      );
    case 'facts':
      return (
        <chakra.dl
          display="grid"
          gridTemplateColumns={{ base: '1fr', sm: '16rem 1fr' }}
          columnGap="6"
          rowGap={{ base: '1', sm: '2' }}
        >
          {block.facts.map((fact) => (
            <Box key={fact.label} display="contents">
              <chakra.dt fontWeight="semibold" mt={{ base: '2', sm: '0' }}>
                {fact.label}
              </chakra.dt>
              <chakra.dd overflowWrap="anywhere">
                {fact.href ? (
                  <SmartLink href={fact.href} {...LINK}>
                    {fact.value}
                  </SmartLink>
                ) : (
                  fact.value
                )}
              </chakra.dd>
            </Box>
          ))}
        </chakra.dl>
      );
    case 'link':
      return (
        <Text>
          {block.text}{' '}
          <SmartLink href={block.href} {...LINK} overflowWrap="anywhere">
            {block.label}
          </SmartLink>
        </Text>
      );
  }
}

/** A generated legal page: one h1, a section per heading, every detail as the document gives it. */
export function LegalDocumentView({ document }: { document: LegalDocument }) {
  return (
    <>
      <PageHeader eyebrow="Informations" title={document.title} lead={document.intro} />
      <Container maxW="3xl" py={{ base: '10', md: '14' }}>
        <LegalSectionsView sections={document.sections} />
      </Container>
    </>
  );
}

/** A generated document's sections, each a titled region. */
export function LegalSectionsView({ sections }: { sections: readonly LegalDocument['sections'][number][] }) {
  return (
    <Stack gap={{ base: '8', md: '10' }}>
      {sections.map((section) => (
        <Stack as="section" key={section.heading} gap="4" aria-labelledby={headingId(section.heading)}>
          <Heading as="h2" id={headingId(section.heading)} fontSize={{ base: 'xl', md: '2xl' }} fontWeight="semibold">
            {section.heading}
          </Heading>
          {section.blocks.map((block, index) => (
            <Block key={index} block={block} />
          ))}
        </Stack>
      ))}
    </Stack>
  );
}

const headingId = (heading: string) => `legal-${foldText(heading).replace(/[^a-z0-9]+/g, '-')}`;
