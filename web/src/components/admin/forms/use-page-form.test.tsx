// @vitest-environment jsdom
import { weekFormDefaults, weekHoursFormSchema, type WeekHoursFormValues } from '@comptoir/core';
import { act, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithServices } from '@/testing/render';
import { createTestServices } from '@/testing/test-services';
import { usePageForm, type PageDoc } from './use-page-form';

const toForm = (page: PageDoc<'hours'> | null) => weekFormDefaults(page?.week ?? []);
const toDoc = ({ week }: WeekHoursFormValues) => ({ week });
const TEXTS = { saved: 'Enregistré', saveFailed: 'Échec', loadFailed: 'Lecture impossible' };

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
      const page = usePageForm({
        siteId: 'epicerie-du-marche',
        page: 'hours',
        schema: weekHoursFormSchema,
        toForm,
        toDoc,
        texts: TEXTS,
      });
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
});
