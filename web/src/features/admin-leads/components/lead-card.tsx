import {
  Badge,
  Button,
  Card,
  createSlotRecipeContext,
  IconButton,
  type CardBodyProps,
  type HTMLChakraProps,
} from '@chakra-ui/react';
import { ChevronDown, ChevronUp, Eye, EyeOff, Trash2 } from 'lucide-react';
import { Fragment, useId, useState, type ReactNode } from 'react';
import { useIsMobile } from '@/components/admin/ui/use-is-mobile';
import { leadAnchor } from '@/components/admin/leads/lead-anchor';

const RECEIVED = new Intl.DateTimeFormat('fr-FR', {
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  timeZone: 'Europe/Paris',
});

/** 'Reçu le 14/03/2025 à 10:05' (fr-FR, shop time). */
export function receivedText(date: Date): string {
  return `Reçu le ${RECEIVED.format(date).replace(' ', ' à ')}`;
}

export interface LeadCardProps {
  /** The lead's id: its card can be linked to (`#demande-<id>`). */
  id: string;
  /** Unseen items are highlighted and badged 'Nouveau'. */
  unseen: boolean;
  /** The h2 (the cards sit right under the page title): who wrote, or the subject. */
  title: string;
  subtitle?: ReactNode;
  receivedAt: Date;
  /** Controls beside the title (status, seen toggle, delete). */
  actions: ReactNode;
  /** The details: shown on a wide screen, on demand on a phone (the cards stay compact). */
  children: ReactNode;
}

// Styled by the back office's slot recipes (components/admin/ui/recipes/leads.ts), each part by its slot.
const card = createSlotRecipeContext({ key: 'adminLeadCard' });
const CardParts = card.withRootProvider<CardBodyProps>(Card.Body);
const Header = card.withContext<HTMLDivElement, HTMLChakraProps<'div'>>('div', 'header');
const Summary = card.withContext<HTMLDivElement, HTMLChakraProps<'div'>>('div', 'summary');
const TitleRow = card.withContext<HTMLDivElement, HTMLChakraProps<'div'>>('div', 'titleRow');
const Title = card.withContext<HTMLHeadingElement, HTMLChakraProps<'h2'>>('h2', 'title');
const Received = card.withContext<HTMLParagraphElement, HTMLChakraProps<'p'>>('p', 'received');
const Actions = card.withContext<HTMLDivElement, HTMLChakraProps<'div'>>('div', 'actions');
const Details = card.withContext<HTMLDivElement, HTMLChakraProps<'div'>>('div', 'details');

const details = createSlotRecipeContext({ key: 'adminLeadDetails' });
const DetailList = details.withProvider<HTMLDListElement, HTMLChakraProps<'dl'>>('dl', 'root');
const DetailTerm = details.withContext<HTMLElement, HTMLChakraProps<'dt'>>('dt', 'term');
const DetailValue = details.withContext<HTMLElement, HTMLChakraProps<'dd'>>('dd', 'value');

/** One lead of an inbox: who and when, its controls, and its details. */
export function LeadCard({ id, unseen, title, subtitle, receivedAt, actions, children }: LeadCardProps) {
  const mobile = useIsMobile();
  const [expanded, setExpanded] = useState(false);
  // On a phone the details are drawn at their first opening, not with every card of the page; kept
  // then, with whatever was typed in them.
  const [drawn, setDrawn] = useState(false);
  const detailsId = useId();
  const shown = !mobile || expanded;
  return (
    <Card.Root
      as="li"
      id={leadAnchor(id)}
      scrollMarginTop="20"
      size="sm"
      borderLeftWidth="4px"
      borderLeftColor={unseen ? 'brand.solid' : 'border'}
      bg={unseen ? 'brand.subtle' : 'bg'}
      data-unseen={unseen || undefined}
    >
      <CardParts gap="3">
        <Header>
          <Summary>
            <TitleRow>
              <Title>{title}</Title>
              {unseen && (
                <Badge colorPalette="brand" variant="solid">
                  Nouveau
                </Badge>
              )}
            </TitleRow>
            {subtitle}
            <Received>{receivedText(receivedAt)}</Received>
          </Summary>
          <Actions>{actions}</Actions>
        </Header>
        {mobile && (
          <Button
            size="sm"
            variant="ghost"
            alignSelf="flex-start"
            px="0"
            aria-expanded={expanded}
            aria-controls={detailsId}
            onClick={() => {
              setExpanded(!expanded);
              setDrawn(true);
            }}
          >
            {expanded ? <ChevronUp aria-hidden="true" /> : <ChevronDown aria-hidden="true" />}
            {expanded ? 'Masquer le détail' : 'Voir le détail'}
          </Button>
        )}
        <Details id={detailsId} hidden={!shown}>
          {(shown || drawn) && children}
        </Details>
      </CardParts>
    </Card.Root>
  );
}

export interface ViewedToggleProps {
  viewed: boolean;
  /** e.g. { seen: 'Marquer comme vu', unseen: 'Marquer comme non vu' }. */
  labels: { seen: string; unseen: string };
  /** Names the item for screen readers: 'Marquer comme vu : Camille Martin'. */
  itemLabel: string;
  loading: boolean;
  onToggle(viewed: boolean): void;
}

/** The seen/unseen (read/unread) switch of a lead. */
export function ViewedToggle({ viewed, labels, itemLabel, loading, onToggle }: ViewedToggleProps) {
  const label = viewed ? labels.unseen : labels.seen;
  return (
    <Button
      size="sm"
      variant={viewed ? 'outline' : 'solid'}
      colorPalette="brand"
      loading={loading}
      aria-label={`${label}\u00a0: ${itemLabel}`}
      onClick={() => onToggle(!viewed)}
    >
      {viewed ? <EyeOff aria-hidden="true" /> : <Eye aria-hidden="true" />}
      {label}
    </Button>
  );
}

/** The red bin beside a lead, named for screen readers ('Supprimer le message « … »'). */
export function DeleteLeadButton({ label, busy, onDelete }: { label: string; busy: boolean; onDelete(): void }) {
  return (
    <IconButton size="sm" variant="ghost" colorPalette="red" aria-label={label} onClick={onDelete} disabled={busy}>
      <Trash2 />
    </IconButton>
  );
}

export interface LeadDetail {
  label: string;
  value: ReactNode;
}

/** Every field the visitor sent, as a definition list (empty fields left out). */
export function LeadDetails({ items }: { items: readonly LeadDetail[] }) {
  return (
    <DetailList>
      {items.map(({ label, value }) => (
        <Fragment key={label}>
          <DetailTerm>{label}</DetailTerm>
          <DetailValue>{value}</DetailValue>
        </Fragment>
      ))}
    </DetailList>
  );
}
