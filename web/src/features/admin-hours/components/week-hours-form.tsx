import { weekFormDefaults, weekHoursFormSchema, type WeekHoursFormValues } from '@comptoir/core';
import { PageFormSection } from '@/components/admin/forms/page-form-section';
import { usePageForm, type PageDoc } from '@/components/admin/forms/use-page-form';
import { DaysFields } from './days-fields';
import { HOURS_TEXTS } from './hours-texts';

const toForm = (page: PageDoc<'hours'> | null) => weekFormDefaults(page?.week ?? []);
const toDoc = ({ week }: WeekHoursFormValues) => ({ week });

/** 'Horaires habituels': the seven days, Monday first, saved into pages/hours. */
export function WeekHoursForm({ siteId }: { siteId: string }) {
  const page = usePageForm({
    siteId,
    page: 'hours',
    schema: weekHoursFormSchema,
    toForm,
    toDoc,
    texts: {
      saved: HOURS_TEXTS.saved,
      savedTitle: HOURS_TEXTS.successTitle,
      saveFailed: HOURS_TEXTS.saveFailed,
      loadFailed: HOURS_TEXTS.loadFailed,
    },
  });
  return (
    <PageFormSection
      title="Horaires habituels"
      description={
        'Une plage peut rester vide (journée continue, matin seul). Un jour sans horaire et non fermé s’affiche «\u00a0Horaires à définir\u00a0» sur le site.'
      }
      page={page}
      loadError={HOURS_TEXTS.loadFailed}
    >
      <DaysFields form={page.form} />
    </PageFormSection>
  );
}
