import { Button, Flex, SimpleGrid, Spinner } from '@chakra-ui/react';
import { CalendarX2, Plus } from 'lucide-react';
import { isConges } from '@comptoir/core';
import { useState } from 'react';
import { AdminSection } from '@/components/admin/ui/admin-section';
import { ConfirmDialog } from '@/components/admin/ui/confirm-dialog';
import { useErrorToast } from '@/components/admin/ui/use-error-toast';
import { EmptyState } from '@/components/site/empty-state';
import { LoadError } from '@/components/site/load-error';
import { useToday } from '@/hooks/use-now';
import { useDeleteSpecialPeriod } from '@/components/admin/special-periods/delete-special-period';
import {
  useAdminSpecialPeriods,
  type SpecialPeriodEntity,
} from '@/components/admin/special-periods/use-special-periods';
import { HOURS_TEXTS } from './hours-texts';
import { PeriodCard } from './period-card';
import { PeriodDialog } from './period-dialog';
import { SpecialHoursDialog } from './special-hours-dialog';

const TITLE = 'Périodes spéciales';

/**
 * 'Périodes spéciales': the live list, earliest first, with create, edit, delete and manage-hours.
 * The shop's « Congés » are not in it: the section above lists them, in its own words.
 */
export function SpecialPeriodsSection({ siteId }: { siteId: string }) {
  const today = useToday();
  const stored = useAdminSpecialPeriods(siteId);
  const periods =
    stored.status === 'success' ? { ...stored, data: stored.data.filter((period) => !isConges(period)) } : stored;
  const [editing, setEditing] = useState<{ period: SpecialPeriodEntity | null } | null>(null);
  const [managing, setManaging] = useState<SpecialPeriodEntity | null>(null);
  const [deleting, setDeleting] = useState<SpecialPeriodEntity | null>(null);
  useErrorToast(periods.error, HOURS_TEXTS.loadFailed);

  const remove = useDeleteSpecialPeriod(siteId, {
    success: { title: HOURS_TEXTS.successTitle, description: HOURS_TEXTS.deleted },
    failure: HOURS_TEXTS.deleteFailed,
  });

  return (
    <AdminSection
      title={TITLE}
      description={
        'Fêtes, ouvertures exceptionnelles, inventaire\u00a0: pendant leurs dates, elles remplacent les horaires habituels. Vos congés se programment au-dessus.'
      }
      actions={
        <Button
          colorPalette="brand"
          size="sm"
          minH={{ base: '11', md: '8' }}
          onClick={() => setEditing({ period: null })}
        >
          <Plus aria-hidden="true" /> Ajouter une période
        </Button>
      }
    >
      {periods.status === 'loading' && (
        <Flex justify="center" py="8">
          <Spinner color="brand.solid" aria-label="Chargement…" />
        </Flex>
      )}
      {periods.status === 'error' && <LoadError title={HOURS_TEXTS.loadFailed} />}
      {periods.status === 'success' && periods.data.length === 0 && (
        <EmptyState title="Aucune période spéciale configurée" icon={CalendarX2} />
      )}
      {periods.status === 'success' && periods.data.length > 0 && (
        <SimpleGrid as="ul" aria-label={TITLE} listStyleType="none" gap="3" columns={{ base: 1, md: 2 }}>
          {periods.data.map((period) => (
            <PeriodCard
              key={period.id}
              period={period}
              today={today}
              onManage={() => setManaging(period)}
              onEdit={() => setEditing({ period })}
              onDelete={() => setDeleting(period)}
            />
          ))}
        </SimpleGrid>
      )}
      {editing && <PeriodDialog siteId={siteId} period={editing.period} onClose={() => setEditing(null)} />}
      {managing && <SpecialHoursDialog siteId={siteId} period={managing} onClose={() => setManaging(null)} />}
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => !open && setDeleting(null)}
        message={HOURS_TEXTS.deleteQuestion}
        onConfirm={() => (deleting ? remove.run(deleting.id) : undefined)}
      />
    </AdminSection>
  );
}
