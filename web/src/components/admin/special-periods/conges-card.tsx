import { Badge, Button, Flex, HStack, Stack, Text } from '@chakra-ui/react';
import { congesMessage, formatFrenchDate, periodDatesText, periodEnd, type CongesPhase } from '@comptoir/core';
import { Plus } from 'lucide-react';
import { useState } from 'react';
import { AdminSection } from '@/components/admin/ui/admin-section';
import { ConfirmDialog } from '@/components/admin/ui/confirm-dialog';
import { DeleteButton, EditButton, SMALL_TOUCH_BUTTON as TOUCH } from '@/components/admin/ui/item-action-buttons';
import { PageLoader } from '@/components/layout/page-loader';
import { LoadError } from '@/components/site/load-error';
import type { Palette } from '@/components/ui/system';
import { useToday } from '@/hooks/use-now';
import type { SpecialPeriodEntity } from './use-special-periods';
import { CongesDialog } from './conges-dialog';
import { CONGES_TEXTS } from './conges-texts';
import { useDeleteSpecialPeriod } from './delete-special-period';
import { useConges } from './use-conges';

const longDate = (iso: string) => formatFrenchDate(iso, { weekday: 'long' });

const PHASES: Record<CongesPhase, { badge: string; palette: Palette; note: (period: SpecialPeriodEntity) => string }> =
  {
    upcoming: {
      badge: 'Prévus',
      palette: 'blue',
      note: (period) => `Le bandeau apparaîtra sur votre site le ${longDate(period.startDate)}.`,
    },
    running: {
      badge: 'En cours',
      palette: 'green',
      note: (period) => `Le bandeau est affiché sur toutes vos pages jusqu’au ${longDate(periodEnd(period))} inclus.`,
    },
    ended: {
      badge: 'Terminés',
      palette: 'gray',
      note: () => 'Votre site affiche de nouveau vos horaires habituels.',
    },
  };

interface ClosureProps {
  phase: CongesPhase;
  period: SpecialPeriodEntity;
  onEdit(): void;
  onDelete(): void;
}

/** One closure: its dates, what the banner says, when it shows; changed or deleted until it ends. */
function Closure({ phase, period, onEdit, onDelete }: ClosureProps) {
  const { badge, palette, note } = PHASES[phase];
  const dates = periodDatesText(period);
  return (
    <Flex
      as="li"
      gap="2"
      align="flex-start"
      justify="space-between"
      py="3"
      borderBottomWidth="1px"
      _last={{ borderBottomWidth: 0 }}
    >
      <Stack gap="1.5" minW="0">
        <HStack gap="2" wrap="wrap">
          <Text fontWeight="semibold">{dates}</Text>
          <Badge colorPalette={palette}>{badge}</Badge>
        </HStack>
        <Text fontSize="sm">{`«\u00a0${congesMessage(period)}\u00a0»`}</Text>
        <Text fontSize="sm" color="fg.muted">
          {note(period)}
        </Text>
      </Stack>
      {phase !== 'ended' && (
        <HStack gap="0" flexShrink={0} mt={{ base: '-2', md: '-1' }} me={{ base: '-2', md: '-1' }}>
          <EditButton {...TOUCH} label={`Modifier les congés (${dates})`} onClick={onEdit} />
          <DeleteButton {...TOUCH} label={`Supprimer les congés (${dates})`} onClick={onDelete} />
        </HStack>
      )}
    </Flex>
  );
}

/** « Congés »: the shop's holiday closures before, during and after, planned in a few taps. */
export function CongesCard({ siteId }: { siteId: string }) {
  const today = useToday();
  const { status, shown } = useConges(siteId, today);
  const [editing, setEditing] = useState<{ period: SpecialPeriodEntity | null } | null>(null);
  const [deleting, setDeleting] = useState<SpecialPeriodEntity | null>(null);
  const remove = useDeleteSpecialPeriod(siteId, {
    success: { title: CONGES_TEXTS.successTitle, description: CONGES_TEXTS.deleted },
    failure: CONGES_TEXTS.deleteFailed,
  });

  return (
    <AdminSection
      title={CONGES_TEXTS.title}
      description={CONGES_TEXTS.description}
      actions={
        <Button colorPalette="brand" {...TOUCH} onClick={() => setEditing({ period: null })}>
          <Plus aria-hidden="true" /> {CONGES_TEXTS.plan}
        </Button>
      }
    >
      {status === 'loading' && <PageLoader text="Chargement des congés…" fullScreen={false} />}
      {status === 'error' && <LoadError title={CONGES_TEXTS.loadFailed} />}
      {status === 'success' && shown.length === 0 && <Text color="fg.muted">{CONGES_TEXTS.none}</Text>}
      {shown.length > 0 && (
        <Stack as="ul" gap="0" listStyle="none" aria-label={CONGES_TEXTS.title} mt="-3">
          {shown.map(({ phase, period }) => (
            <Closure
              key={period.id}
              phase={phase}
              period={period}
              onEdit={() => setEditing({ period })}
              onDelete={() => setDeleting(period)}
            />
          ))}
        </Stack>
      )}
      {editing && <CongesDialog siteId={siteId} period={editing.period} onClose={() => setEditing(null)} />}
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => !open && setDeleting(null)}
        message={CONGES_TEXTS.deleteQuestion}
        onConfirm={() => (deleting ? remove.run(deleting.id) : undefined)}
      />
    </AdminSection>
  );
}
