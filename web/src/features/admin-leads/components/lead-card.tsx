import { Badge, Button, Card, IconButton, type SystemStyleObject } from '@chakra-ui/react';
import { ChevronDown, ChevronUp, Eye, EyeOff, Trash2 } from 'lucide-react';
import { Fragment, useId, useState, type ReactNode } from 'react';
import { useIsMobile } from '@/components/admin/ui/use-is-mobile';
import { leadAnchor } from '@/components/admin/leads/lead-anchor';
import { useStaticClass } from '@/components/ui/use-static-class';

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

// Ten to twenty-five cards drawn with an inbox: their layout is plain elements with classes resolved
// once (useStaticClass), not Chakra elements resolving their style props one by one.
const headerStyles = {
  display: 'flex',
  flexDirection: { base: 'column', md: 'row' },
  gap: '3',
  justifyContent: 'space-between',
  alignItems: { md: 'flex-start' },
  '& > div:first-of-type': { display: 'flex', flexDirection: 'column', gap: '1', minW: '0' },
  '& > div:first-of-type > div:first-of-type': { display: 'flex', alignItems: 'center', gap: '2', flexWrap: 'wrap' },
  '& h2': { textStyle: 'md', fontWeight: 'semibold', fontFamily: 'heading', wordBreak: 'break-word' },
  '& > div:first-of-type > p:last-of-type': { fontSize: 'sm', color: 'fg.muted' },
  '& > div:last-of-type': {
    display: 'flex',
    alignItems: 'flex-end',
    gap: '2',
    flexWrap: 'wrap',
    flexShrink: 0,
  },
} satisfies SystemStyleObject;
const detailsStyles = {
  display: 'flex',
  flexDirection: 'column',
  gap: '3',
  '&[hidden]': { display: 'none' },
} satisfies SystemStyleObject;
const detailListStyles = {
  display: 'grid',
  gridTemplateColumns: { base: '1fr', sm: 'max-content 1fr' },
  columnGap: '4',
  rowGap: '2',
  fontSize: 'sm',
  '& > dt': { color: 'fg.muted', fontWeight: 'medium' },
  '& > dd': { whiteSpace: 'pre-wrap', wordBreak: 'break-word', mb: { base: '1', sm: '0' } },
} satisfies SystemStyleObject;

/** One lead of an inbox: who and when, its controls, and its details. */
export function LeadCard({ id, unseen, title, subtitle, receivedAt, actions, children }: LeadCardProps) {
  const mobile = useIsMobile();
  const [expanded, setExpanded] = useState(false);
  // On a phone the details are drawn at their first opening, not with every card of the page; kept
  // then, with whatever was typed in them.
  const [drawn, setDrawn] = useState(false);
  const detailsId = useId();
  const shown = !mobile || expanded;
  const classes = { header: useStaticClass(headerStyles), details: useStaticClass(detailsStyles) };
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
      <Card.Body gap="3">
        <div className={classes.header}>
          <div>
            <div>
              <h2>{title}</h2>
              {unseen && (
                <Badge colorPalette="brand" variant="solid">
                  Nouveau
                </Badge>
              )}
            </div>
            {subtitle}
            <p>{receivedText(receivedAt)}</p>
          </div>
          <div>{actions}</div>
        </div>
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
        <div className={classes.details} id={detailsId} hidden={!shown}>
          {(shown || drawn) && children}
        </div>
      </Card.Body>
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
    <dl className={useStaticClass(detailListStyles)}>
      {items.map(({ label, value }) => (
        <Fragment key={label}>
          <dt>{label}</dt>
          <dd>{value}</dd>
        </Fragment>
      ))}
    </dl>
  );
}
