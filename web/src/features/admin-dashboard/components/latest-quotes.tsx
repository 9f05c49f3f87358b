import { Button, Card, Flex, Heading, Link as ChakraLink, Stack, Text, type SystemStyleObject } from '@chakra-ui/react';
import { Link } from 'react-router';
import { formatDateFr } from '@/components/admin/ui/format-date';
import { leadAnchor } from '@/components/admin/leads/lead-anchor';
import { PageLoader } from '@/components/layout/page-loader';
import { LoadError } from '@/components/site/load-error';
import { screenPaths } from '@/config/admin-screens';
import { useLatestQuotes, type QuoteEntity } from '../api/use-quote-requests';
import { QuoteStatusBadge } from '@/components/admin/leads/quote-status';
import { useStaticClass } from '@/components/ui/use-static-class';

// Ten rows drawn with the dashboard: plain elements with a class resolved once (useStaticClass).
const rowStyles = {
  position: 'relative',
  display: 'flex',
  gap: '3',
  py: '3',
  px: '2',
  mx: '-2',
  alignItems: 'center',
  justifyContent: 'space-between',
  flexWrap: 'wrap',
  borderBottomWidth: '1px',
  borderRadius: 'md',
  _last: { borderBottomWidth: 0 },
  _hover: { bg: 'bg.muted' },
  _focusWithin: { outline: '2px solid', outlineColor: 'colorPalette.focusRing' },
  '& > div:first-of-type': { minW: '0', flex: '1 1 12rem' },
  '& > div:first-of-type > p': { truncate: true },
  '& > div:first-of-type > p:first-of-type': { fontWeight: 'medium' },
  '& > div:first-of-type > p:last-of-type': { fontSize: 'sm', color: 'fg.muted' },
  '& > div:last-of-type': { display: 'flex', gap: '3', alignItems: 'center', flexShrink: 0 },
  '& > div:last-of-type > p': { fontSize: 'sm', color: 'fg.muted' },
} satisfies SystemStyleObject;

/** One request: the whole row opens it in the requests screen. */
function QuoteRow({ quote }: { quote: QuoteEntity }) {
  const name = `${quote.customerFirstName} ${quote.customerLastName}`.trim();
  return (
    <li className={useStaticClass(rowStyles)}>
      <div>
        <p>
          {/* The link covers the row (its ::after), so a tap anywhere opens the request. */}
          <ChakraLink
            asChild
            color="fg"
            textDecoration="none"
            outline="none"
            _after={{ content: '""', position: 'absolute', inset: 0 }}
          >
            <Link to={`${screenPaths.quotes}#${leadAnchor(quote.id)}`}>{name}</Link>
          </ChakraLink>
        </p>
        <p>{quote.serviceType}</p>
      </div>
      <div>
        <p>{formatDateFr(quote.createdAt)}</p>
        <QuoteStatusBadge status={quote.status} />
      </div>
    </li>
  );
}

/** The 10 most recent quote requests of the current site. */
export function LatestQuotes({ siteId }: { siteId: string }) {
  const quotes = useLatestQuotes(siteId);
  return (
    <Card.Root>
      <Card.Header>
        <Flex justify="space-between" align="center" gap="3" wrap="wrap">
          <Heading as="h2" size="md">
            Dernières demandes de devis
          </Heading>
          <Button asChild size="xs" variant="outline">
            <Link to={screenPaths.quotes}>Voir toutes les demandes</Link>
          </Button>
        </Flex>
      </Card.Header>
      <Card.Body pt="2">
        {quotes.status === 'loading' && <PageLoader text="Chargement des demandes…" fullScreen={false} />}
        {quotes.status === 'error' && <LoadError title="Impossible de charger les demandes de devis." />}
        {quotes.status === 'success' && quotes.data.length === 0 && (
          <Text color="fg.muted" py="6" textAlign="center">
            Aucune demande de devis pour l’instant
          </Text>
        )}
        {quotes.status === 'success' && quotes.data.length > 0 && (
          <Stack as="ul" gap="0" listStyle="none">
            {quotes.data.map((quote) => (
              <QuoteRow key={quote.id} quote={quote} />
            ))}
          </Stack>
        )}
      </Card.Body>
    </Card.Root>
  );
}
