import { Badge, Button } from '@chakra-ui/react';
import { Inbox } from 'lucide-react';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { useUnviewedCounts } from '../hooks/use-unviewed-counts';

const plural = (count: number, one: string, many: string) => `${count} ${count > 1 ? many : one}`;

/**
 * On a phone the menu is a drawer: the unseen leads stay one tap away in the top bar, opening the
 * inbox that has some (quote requests first).
 */
export function UnviewedLeadsLink({ siteId }: { siteId: string | null }) {
  const { quotes, messages } = useUnviewedCounts(siteId);
  const total = quotes + messages;
  if (total === 0) return null;
  const parts = [
    quotes > 0 ? plural(quotes, 'demande de devis', 'demandes de devis') : null,
    messages > 0 ? plural(messages, 'message', 'messages') : null,
  ].filter(Boolean);
  const shown = total > 99 ? '99+' : String(total);
  return (
    <Button asChild size="sm" variant="subtle" colorPalette="brand" ml="auto" flexShrink={0}>
      <Link
        to={quotes > 0 ? paths.admin.quotes : paths.admin.messages}
        aria-label={`${shown} non lus\u00a0: ${parts.join(' et ')}`}
      >
        <Inbox aria-hidden="true" />
        <Badge colorPalette="brand" variant="solid" borderRadius="full">
          {shown}
        </Badge>
      </Link>
    </Button>
  );
}
