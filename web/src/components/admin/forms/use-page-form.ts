/**
 * usePageForm: a form editing some fields of one page document (sites/{siteId}/pages/{page}).
 *
 *   const page = usePageForm({
 *     siteId,
 *     page: 'home',
 *     schema: heroFormSchema,                      // core zod form schema (French messages)
 *     toForm: (doc) => ({ heroTitle: doc?.heroTitle ?? '' }),   // doc is null when not created yet
 *     toDoc: (values) => ({ heroTitle: values.heroTitle }),     // ONLY the fields this form owns
 *     texts: { saved: 'Contenu sauvegardé avec succès', saveFailed: '…', loadFailed: '…' },
 *   });
 *   if (page.status === 'loading') return <PageLoader … />;
 *   if (page.status === 'error') return <LoadError title="…" />;
 *   return <form onSubmit={page.onSubmit} noValidate>…<FormInput form={page.form} …/>
 *            <Button type="submit" loading={page.saving}>…</Button></form>;
 *
 * - Loads the document live; the form takes its values once, when it first loads (again only if
 *   siteId changes), so later live updates never overwrite what is being typed. Its status is
 *   'ready' once the form holds them: the fields are drawn once, filled.
 * - Saves with mergeDoc and only toDoc's fields: several forms on one document (hero and
 *   highlight tabs of the home page) never overwrite each other, and the document is created when
 *   missing. The write is validated by the page's core schema.
 * - Success: toast `texts.saved` (as the description of a `texts.savedTitle` toast when given,
 *   e.g. 'Succès'), and the saved values become the form's new clean state.
 * - Failure: error toast `texts.saveFailed` (title 'Erreur'); everything typed stays.
 * - Load failure: error toast `texts.loadFailed` once, and status 'error'.
 */
import { zodResolver } from '@hookform/resolvers/zod';
import { mergeDoc, refs, type DocInput, type Entity, type PAGE_SCHEMAS, type PageName } from '@comptoir/core';
import { useEffect, useState, type BaseSyntheticEvent } from 'react';
import { useForm, type DefaultValues, type FieldValues, type UseFormReturn } from 'react-hook-form';
import type { z } from 'zod';
import { useAdminDoc } from '@/components/admin/data/use-admin-live';
import { useAdminMutation } from '@/components/admin/data/use-admin-mutation';
import { useServices } from '@/lib/services-context';
import { useErrorToast } from '../ui/use-error-toast';
import { useUnsavedGuard } from './unsaved/unsaved-changes-context';

type PageSchema<P extends PageName> = (typeof PAGE_SCHEMAS)[P];
export type PageDoc<P extends PageName> = Entity<PageSchema<P>>;

export interface PageFormTexts {
  /** Success toast, e.g. 'Contenu sauvegardé avec succès'. */
  saved: string;
  /** When set, the success toast's title, with `saved` as its description. */
  savedTitle?: string;
  /** Error toast after a failed save. */
  saveFailed: string;
  /** Error toast (and status 'error') when the document cannot be read. */
  loadFailed: string;
}

export interface UsePageFormOptions<P extends PageName, In extends FieldValues, Out> {
  siteId: string;
  page: P;
  schema: z.ZodType<Out, In>;
  /** The form's values from the stored document (null while it does not exist). */
  toForm(doc: PageDoc<P> | null): DefaultValues<In>;
  /** The fields a save merges into the document: only the ones this form edits. */
  toDoc(values: Out): Partial<DocInput<PageSchema<P>>>;
  texts: PageFormTexts;
}

export interface PageForm<In extends FieldValues, Out> {
  /** 'ready' once the form holds the stored values. */
  status: 'loading' | 'error' | 'ready';
  form: UseFormReturn<In, unknown, Out>;
  /** The form's submit handler: validates, saves, toasts. */
  onSubmit(event?: BaseSyntheticEvent): Promise<void>;
  saving: boolean;
}

export function usePageForm<P extends PageName, In extends FieldValues, Out>({
  siteId,
  page,
  schema,
  toForm,
  toDoc,
  texts,
}: UsePageFormOptions<P, In, Out>): PageForm<In, Out> {
  const { db } = useServices();
  const live = useAdminDoc(refs.page(siteId, page));
  // The stored values, taken once per site (state set while rendering, as React advises for
  // values derived from a changing input); react-hook-form resets the form to them once.
  const [initial, setInitial] = useState<{ siteId: string; values: DefaultValues<In> } | null>(null);
  if (live.status === 'success' && initial?.siteId !== siteId) {
    setInitial({ siteId, values: toForm(live.data as PageDoc<P> | null) });
  }
  const form = useForm<In, unknown, Out>({
    resolver: zodResolver(schema),
    defaultValues: toForm(null),
    values: initial?.values as In | undefined,
  });
  useErrorToast(live.error, texts.loadFailed);
  useUnsavedGuard(form.formState.isDirty);

  const merging = useAdminMutation((values: Out) => mergeDoc(db, refs.page(siteId, page), toDoc(values)), {
    success: texts.savedTitle ? { title: texts.savedTitle, description: texts.saved } : texts.saved,
    failure: texts.saveFailed,
  });
  const onSubmit = form.handleSubmit(async (values) => {
    if ((await merging.run(values)).ok) form.reset(form.getValues());
  });

  // react-hook-form takes `values` in an effect of its own (declared above this one, so run before
  // it): the fields are shown once the form holds them, not drawn empty first and then again
  // filled — nor drawn filled and then again (a field array's rows anew) when the stored values
  // were the defaults already.
  const [held, setHeld] = useState<typeof initial>(null);
  // eslint-disable-next-line react-hooks/set-state-in-effect -- marks react-hook-form's own effect done
  useEffect(() => setHeld(initial), [initial]);
  const ready = initial?.siteId === siteId && held === initial;
  const status = ready ? 'ready' : live.status === 'error' ? 'error' : 'loading';
  return { status, form, onSubmit, saving: form.formState.isSubmitting };
}
