import {
  Button,
  Card,
  createSlotRecipeContext,
  Flex,
  Heading,
  Link as ChakraLink,
  Stack,
  Text,
  type HTMLChakraProps,
} from '@chakra-ui/react';
import { Link } from 'react-router';
import { formatDateFr } from '@/components/admin/ui/format-date';
import { leadAnchor } from '@/components/admin/leads/lead-anchor';
import { PageLoader } from '@/components/layout/page-loader';
import { LoadError } from '@/components/site/load-error';
import { screenPaths } from '@/config/admin-screens';
import { useLatestQuotes, type QuoteEntity } from '../api/use-quote-requests';
import { QuoteStatusBadge } from '@/components/admin/leads/quote-status';

// Styled by the back office's `adminQuoteRow` slot recipe (components/admin/ui/recipes/leads.ts).
const { withProvider, withContext } = createSlotRecipeContext({ key: 'adminQuoteRow' });
const Row = withProvider<HTMLLIElement, HTMLChakraProps<'li'>>('li', 'root');
const Summary = withContext<HTMLDivElement, HTMLChakraProps<'div'>>('div', 'summary');
const Name = withContext<HTMLParagraphElement, HTMLChakraProps<'p'>>('p', 'name');
const Service = withContext<HTMLParagraphElement, HTMLChakraProps<'p'>>('p', 'service');
const Meta = withContext<HTMLDivElement, HTMLChakraProps<'div'>>('div', 'meta');
const Received = withContext<HTMLParagraphElement, HTMLChakraProps<'p'>>('p', 'date');

/** One request: the whole row opens it in the requests screen. */
function QuoteRow({ quote }: { quote: QuoteEntity }) {
  const name = `${quote.customerFirstName} ${quote.customerLastName}`.trim();
  return (
    <Row>
      <Summary>
        <Name>
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
        </Name>
        <Service>{quote.serviceType}</Service>
      </Summary>
      <Meta>
        <Received>{formatDateFr(quote.createdAt)}</Received>
        <QuoteStatusBadge status={quote.status} />
      </Meta>
    </Row>
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
