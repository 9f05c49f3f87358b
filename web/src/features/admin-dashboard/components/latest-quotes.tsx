import { Box, Button, Card, Flex, Heading, Link as ChakraLink, Stack, Text } from '@chakra-ui/react';
import { Link } from 'react-router';
import { formatDateFr } from '@/components/admin/ui/format-date';
import { leadAnchor } from '@/components/admin/leads/lead-anchor';
import { PageLoader } from '@/components/layout/page-loader';
import { LoadError } from '@/components/site/load-error';
import { screenPaths } from '@/config/admin-screens';
import { useLatestQuotes, type QuoteEntity } from '../api/use-quote-requests';
import { QuoteStatusBadge } from '@/components/admin/leads/quote-status';

/** One request: the whole row opens it in the requests screen. */
function QuoteRow({ quote }: { quote: QuoteEntity }) {
  const name = `${quote.customerFirstName} ${quote.customerLastName}`.trim();
  return (
    <Flex
      as="li"
      position="relative"
      gap="3"
      py="3"
      px="2"
      mx="-2"
      align="center"
      justify="space-between"
      wrap="wrap"
      borderBottomWidth="1px"
      borderRadius="md"
      _last={{ borderBottomWidth: 0 }}
      _hover={{ bg: 'bg.muted' }}
      _focusWithin={{ outline: '2px solid', outlineColor: 'colorPalette.focusRing' }}
    >
      <Box minW="0" flex="1 1 12rem">
        <Text fontWeight="medium" truncate>
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
        </Text>
        <Text fontSize="sm" color="fg.muted" truncate>
          {quote.serviceType}
        </Text>
      </Box>
      <Flex gap="3" align="center" flexShrink={0}>
        <Text fontSize="sm" color="fg.muted">
          {formatDateFr(quote.createdAt)}
        </Text>
        <QuoteStatusBadge status={quote.status} />
      </Flex>
    </Flex>
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
        {quotes.status === 'loading' && <PageLoader text="Chargement des demandes..." fullScreen={false} />}
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
