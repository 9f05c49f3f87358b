// @vitest-environment jsdom
import { weekFormDefaults, weekHoursFormSchema, type DaysFormInput, type WeekHoursFormValues } from '@comptoir/core';
import { act, screen, waitFor } from '@testing-library/react';
import { useEffect } from 'react';
import { useFieldArray, type UseFormReturn } from 'react-hook-form';
import { describe, expect, it } from 'vitest';
import { renderWithServices } from '@/testing/render';
import { createTestServices } from '@/testing/test-services';
import { usePageForm, type PageDoc } from './use-page-form';

const toForm = (page: PageDoc<'hours'> | null) => weekFormDefaults(page?.week ?? []);
const toDoc = ({ week }: WeekHoursFormValues) => ({ week });
const HOURS_FORM = {
  siteId: 'epicerie-du-marche',
  page: 'hours',
  schema: weekHoursFormSchema,
  toForm,
  toDoc,
  texts: { saved: 'Enregistré', saveFailed: 'Échec', loadFailed: 'Lecture impossible' },
} as const;

describe('usePageForm', () => {
  it('is ready only once its form holds the stored values: the fields are never drawn empty first', async () => {
    const services = await createTestServices({ signInAs: 'owner@demo.test' });
    const stored = (await services.db.get('sites/epicerie-du-marche/pages/hours'))?.data;
    const expected = toForm(stored as PageDoc<'hours'>);
    const readyValues: unknown[] = [];
    const statuses: string[] = [];
    let save: (() => Promise<void>) | undefined;
    let change: (() => void) | undefined;
    function Probe() {
      const page = usePageForm(HOURS_FORM);
      statuses.push(page.status);
      save = page.onSubmit;
      change = () => page.form.setValue('days.0.morningOpen', '07:15', { shouldDirty: true });
      if (page.status === 'ready') readyValues.push(page.form.getValues());
      return null;
    }
    renderWithServices(<Probe />, services, '/admin/pages/hours');
    await waitFor(() => expect(readyValues.length).toBeGreaterThan(0));
    expect(expected.days.some((day) => day.morningOpen !== '')).toBe(true);
    expect(readyValues[0]).toEqual(expected);

    // A change saved: the form's clean state becomes what was saved, and the form stays shown.
    act(() => change?.());
    await act(() => save?.());
    await waitFor(async () =>
      expect((await services.db.get('sites/epicerie-du-marche/pages/hours'))?.data.week).not.toEqual(stored?.week),
    );
    expect(statuses.at(-1)).toBe('ready');
    expect(statuses.slice(statuses.indexOf('ready'))).not.toContain('loading');
  });

  it("draws a missing page's form once: the defaults it holds are not taken again, its rows not drawn anew", async () => {
    const services = await createTestServices({ signInAs: 'owner@demo.test' });
    await services.db.remove('sites/epicerie-du-marche/pages/hours');
    const mounted: string[] = [];
    function Day({ label }: { label: string }) {
      useEffect(() => {
        mounted.push(label);
      }, [label]);
      return <p>{label}</p>;
    }
    function Days({ form }: { form: UseFormReturn<DaysFormInput, unknown, WeekHoursFormValues> }) {
      const { fields } = useFieldArray({ control: form.control, name: 'days' });
      return fields.map((day) => <Day key={day.id} label={`jour ${day.dayOfWeek}`} />);
    }
    function Probe() {
      const page = usePageForm(HOURS_FORM);
      return page.status === 'ready' ? <Days form={page.form} /> : <p>{page.status}</p>;
    }
    renderWithServices(<Probe />, services, '/admin/pages/hours');
    expect(await screen.findByText('jour 1')).toBeInTheDocument();
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(mounted).toHaveLength(7);
    expect(screen.getAllByText(/^jour \d$/)).toHaveLength(7);
  });
});
