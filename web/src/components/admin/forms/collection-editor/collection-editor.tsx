import { Button, Card, Flex, HStack, SimpleGrid, Spinner, Stack } from '@chakra-ui/react';
import {
  addDoc,
  deleteDoc,
  nextOrderIndex,
  refs,
  updateDoc,
  type DataPort,
  type DocInput,
  type Entity,
  type OrderedCollection,
  type OrderedItem,
  type SITE_COLLECTIONS,
} from '@comptoir/core';
import { Plus, type LucideIcon } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import type { DefaultValues, FieldValues, UseFormReturn } from 'react-hook-form';
import type { z } from 'zod';
import { EmptyState } from '@/components/site/empty-state';
import { LoadError } from '@/components/site/load-error';
import { useAdminCollection } from '@/components/admin/data/use-admin-live';
import { useAdminMutation, type ToastText } from '@/components/admin/data/use-admin-mutation';
import { useServices } from '@/lib/services-context';
import { AdminSection } from '../../ui/admin-section';
import { ConfirmDialog } from '../../ui/confirm-dialog';
import { DeleteButton, EditButton } from '../../ui/item-action-buttons';
import { FormDialog } from '../form-dialog';
import { ReorderButtons } from '../reorder-buttons';
import { ReorderStatus } from '../reorder-status';
import { useErrorToast } from '../../ui/use-error-toast';
import { useReorder } from '../use-reorder';
import { useZodForm } from '../use-zod-form';

type Schema<C extends OrderedCollection> = (typeof SITE_COLLECTIONS)[C];
/** Every ordered collection's documents carry orderIndex. */
export type CollectionItem<C extends OrderedCollection> = Entity<Schema<C>> & OrderedItem;
export type ItemForm<In extends FieldValues, Out> = UseFormReturn<In, unknown, Out>;

/** The texts of one editor: labels, empty state, toasts and messages. */
export interface CollectionEditorTexts {
  /** The section's h2, e.g. 'Questions fréquentes'. */
  title: string;
  description?: string;
  addLabel: string;
  createTitle: string;
  editTitle: string;
  /** The empty state, e.g. 'Aucune question fréquente'. */
  empty: string;
  /** The confirmation, e.g. 'Êtes-vous sûr de vouloir supprimer cet avis ?'. */
  deleteQuestion: string;
  created: string;
  updated: string;
  deleted: string;
  saveFailed: string;
  deleteFailed: string;
  loadFailed: string;
  /** When set, success toasts carry this title with the message as description (About: 'Succès'). */
  successTitle?: string;
}

/** A success toast of the editor: the message, under its title when the editor has one. */
function successToast(texts: CollectionEditorTexts, message: string): ToastText {
  return texts.successTitle ? { title: texts.successTitle, description: message } : message;
}

export interface CollectionEditorProps<C extends OrderedCollection, In extends FieldValues, Out> {
  siteId: string;
  collection: C;
  texts: CollectionEditorTexts;
  /** The form's zod schema (core), holding the French validation messages. */
  schema: z.ZodType<Out, In>;
  /** Form values for a new item (no argument) or for editing `item`. */
  toForm(item?: CollectionItem<C>): DefaultValues<In>;
  /** The fields a save writes: only these, so an edit never touches other fields (counters…). */
  toDoc(values: Out): Partial<DocInput<Schema<C>>>;
  /** A short name for the item in button labels ('Modifier « … »'). */
  labelOf(item: CollectionItem<C>): string;
  /** Deletes an item with what goes with it (a category leaves its products); by default the document alone. */
  remove?(db: DataPort, item: CollectionItem<C>): Promise<void>;
  /** The dialog's fields; `item` is the one edited, as it is live (none for a new one). */
  renderFields(form: ItemForm<In, Out>, item: CollectionItem<C> | undefined): ReactNode;
  renderItem(item: CollectionItem<C>): ReactNode;
  /** Cards per row from this breakpoint up (one on phones). */
  columns?: { md?: number; lg?: number };
  emptyIcon?: LucideIcon;
  dialogSize?: 'sm' | 'md' | 'lg' | 'xl';
}

type Editing<C extends OrderedCollection> = { item?: CollectionItem<C> } | null;

/**
 * The list editor every ordered content collection shares (reassurance items, journey steps, values,
 * team, partners, categories, FAQs, events, testimonials): live list in orderIndex order, add and
 * edit in a dialog validated by a core schema, delete after confirmation, keyboard reordering, and
 * success and failure toasts. A failed save keeps the dialog open with everything typed.
 */
export function CollectionEditor<C extends OrderedCollection, In extends FieldValues, Out>(
  props: CollectionEditorProps<C, In, Out>,
) {
  const { siteId, collection, texts, labelOf, renderItem, columns, emptyIcon } = props;
  const { db } = useServices();
  const list = useAdminCollection(refs.collection(siteId, collection), { orderBy: [['orderIndex', 'asc']] });
  const items = (list.data ?? []) as CollectionItem<C>[];
  const reorder = useReorder(siteId, collection, items, labelOf);
  const [editing, setEditing] = useState<Editing<C>>(null);
  const [deleting, setDeleting] = useState<CollectionItem<C> | null>(null);
  useErrorToast(list.error, texts.loadFailed);

  const removeItem =
    props.remove ??
    ((port: DataPort, item: CollectionItem<C>) => deleteDoc(port, refs.item(siteId, collection, item.id)));
  const removing = useAdminMutation((item: CollectionItem<C>) => removeItem(db, item), {
    success: successToast(texts, texts.deleted),
    failure: texts.deleteFailed,
  });

  return (
    <AdminSection
      title={texts.title}
      description={texts.description}
      actions={
        <Button colorPalette="brand" size="sm" onClick={() => setEditing({})} disabled={list.status !== 'success'}>
          <Plus /> {texts.addLabel}
        </Button>
      }
    >
      {list.status === 'loading' && (
        <Flex justify="center" py="8">
          <Spinner color="brand.solid" aria-label="Chargement…" />
        </Flex>
      )}
      {list.status === 'error' && <LoadError title={texts.loadFailed} />}
      {list.status === 'success' && items.length === 0 && <EmptyState title={texts.empty} icon={emptyIcon} />}
      {items.length > 0 && (
        <SimpleGrid
          as="ul"
          aria-label={texts.title}
          listStyleType="none"
          gap="3"
          columns={{ base: 1, md: columns?.md ?? 1, lg: columns?.lg ?? columns?.md ?? 1 }}
        >
          {items.map((item, index) => (
            <Card.Root as="li" key={item.id} size="sm" variant="outline">
              <Card.Body gap="3">
                {renderItem(item)}
                <HStack justify="space-between" gap="1" mt="auto">
                  <ReorderButtons
                    label={labelOf(item)}
                    focusKey={item.id}
                    isFirst={index === 0}
                    isLast={index === items.length - 1}
                    disabled={reorder.busy}
                    onMove={(delta) => void reorder.move(index, delta)}
                  />
                  <HStack gap="1">
                    <EditButton
                      label={`Modifier «\u00a0${labelOf(item)}\u00a0»`}
                      onClick={() => setEditing({ item })}
                    />
                    <DeleteButton
                      label={`Supprimer «\u00a0${labelOf(item)}\u00a0»`}
                      onClick={() => setDeleting(item)}
                    />
                  </HStack>
                </HStack>
              </Card.Body>
            </Card.Root>
          ))}
        </SimpleGrid>
      )}
      <ReorderStatus message={reorder.announcement} />
      {editing && (
        <ItemDialog
          {...props}
          // As it is now: its counters may move while the dialog is open.
          item={editing.item && (items.find((live) => live.id === editing.item?.id) ?? editing.item)}
          orderIndex={nextOrderIndex(items)}
          onClose={() => setEditing(null)}
        />
      )}
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => !open && setDeleting(null)}
        message={texts.deleteQuestion}
        onConfirm={() => (deleting ? removing.run(deleting) : undefined)}
      />
    </AdminSection>
  );
}

interface ItemDialogProps<C extends OrderedCollection, In extends FieldValues, Out> extends CollectionEditorProps<
  C,
  In,
  Out
> {
  item: CollectionItem<C> | undefined;
  /** Where a new item goes: the end of the list. */
  orderIndex: number;
  onClose(): void;
}

function ItemDialog<C extends OrderedCollection, In extends FieldValues, Out>({
  siteId,
  collection,
  texts,
  schema,
  toForm,
  toDoc,
  renderFields,
  dialogSize,
  item,
  orderIndex,
  onClose,
}: ItemDialogProps<C, In, Out>) {
  const { db } = useServices();
  const form = useZodForm(schema, toForm(item));
  const saving = useAdminMutation(
    async (values: Out) => {
      const data = toDoc(values);
      if (item) return updateDoc(db, refs.item(siteId, collection, item.id), data);
      const created = { ...data, orderIndex };
      await addDoc(db, refs.collection(siteId, collection), created as DocInput<Schema<C>>);
    },
    { success: successToast(texts, item ? texts.updated : texts.created), failure: texts.saveFailed, inForm: true },
  );
  const save = form.handleSubmit(async (values) => {
    if ((await saving.run(values)).ok) onClose();
  });
  return (
    <FormDialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={item ? texts.editTitle : texts.createTitle}
      onSubmit={(event) => void save(event)}
      submitLabel={item ? 'Enregistrer' : 'Ajouter'}
      submitting={form.formState.isSubmitting}
      refusal={saving.refusal}
      dirty={form.formState.isDirty}
      size={dialogSize}
    >
      <Stack gap="4">{renderFields(form, item)}</Stack>
    </FormDialog>
  );
}
