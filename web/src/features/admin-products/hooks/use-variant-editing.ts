import { useCallback, useEffect, useRef, useState } from 'react';
import type { FieldErrors } from 'react-hook-form';
import type { ProductFormInput } from '@comptoir/core';
import type { ProductForm } from './use-product-form';

type VariantPath = `variants.${number}.name` | `variants.${number}.price`;

/**
 * Which variant cards are open for editing. A failed save opens every faulty card and puts the
 * cursor in the first faulty field, so the owner sees each message next to what to fix.
 */
export function useVariantEditing(form: ProductForm, initiallyOpen: readonly string[]) {
  const [open, setOpen] = useState<ReadonlySet<string>>(() => new Set(initiallyOpen));
  const focusNext = useRef<VariantPath | null>(null);

  useEffect(() => {
    if (!focusNext.current) return;
    form.setFocus(focusNext.current);
    focusNext.current = null;
  }, [open, form]);

  const toggle = useCallback((id: string, isOpen: boolean) => {
    setOpen((current) => {
      const next = new Set(current);
      if (isOpen) next.add(id);
      else next.delete(id);
      return next;
    });
  }, []);

  /** Closes a card once its name and price pass; a faulty card stays open with its messages. */
  const finish = useCallback(
    async (id: string, index: number) => {
      const valid = await form.trigger([`variants.${index}.name`, `variants.${index}.price`]);
      if (valid) toggle(id, false);
    },
    [form, toggle],
  );

  const openFaulty = useCallback(
    (errors: FieldErrors<ProductFormInput>) => {
      const variants = form.getValues('variants');
      const indexes = variants.map((_, index) => index).filter((index) => errors.variants?.[index]);
      const [first] = indexes;
      if (first === undefined) return;
      if (!errors.name) {
        focusNext.current = errors.variants?.[first]?.name ? `variants.${first}.name` : `variants.${first}.price`;
      }
      setOpen((current) => new Set([...current, ...indexes.map((index) => variants[index]?.id ?? '')]));
    },
    [form],
  );

  return { isOpen: (id: string) => open.has(id), toggle, finish, openFaulty };
}
