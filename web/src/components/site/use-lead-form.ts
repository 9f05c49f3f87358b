import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm, type DefaultValues, type FieldValues, type Path, type Resolver } from 'react-hook-form';
import type { z } from 'zod';
import { FunctionError, VisitorLimitError, congesAnswerText } from '@comptoir/core';
import type { Refusal } from '@/components/ui/form-refusal';
import { notify } from '@/components/ui/notify';
import { useRunningConges } from '@/hooks/use-running-conges';
import { useHoneypot } from './honeypot-field';
import { useSite } from './site-context';

export interface LeadToasts {
  /** No site identified: nothing can be stored. */
  noSite: string;
  failure: string;
  /** Left out when the form says it itself (`onSent`). */
  success?: { title: string; description: string };
  /** A refusal is said in the form beside its button (`refusal`), not toasted: a dialog would cover the toast. */
  inForm?: boolean;
}

export interface LeadFormOptions<Input extends FieldValues, Output> {
  /** A function when the rules depend on the moment: it is called at each check. */
  schema: z.ZodType<Output, Input> | (() => z.ZodType<Output, Input>);
  defaultValues: DefaultValues<Input>;
  send: (siteId: string, values: Output) => Promise<unknown>;
  toasts: LeadToasts;
  /** After a successful send (the fields are already cleared). */
  onSent?: () => void;
}

/**
 * A visitor form stored for the current site: validated by its core schema (focus goes to the
 * first invalid field), cleared after success, left as typed after a failure. A filled honeypot
 * pretends success and stores nothing. During a holiday closure the confirmation says when the
 * shop answers.
 */
export function useLeadForm<Input extends FieldValues, Output>({
  schema,
  defaultValues,
  send,
  toasts,
  onSent,
}: LeadFormOptions<Input, Output>) {
  const { siteId } = useSite();
  const resolver: Resolver<Input, unknown, Output> = (values, context, options) =>
    zodResolver(typeof schema === 'function' ? schema() : schema)(values, context, options);
  const form = useForm<Input, unknown, Output>({ resolver, defaultValues });
  // Not formState.isSubmitting: that is also true while validating, and a disabled field cannot
  // take the focus that react-hook-form gives the first invalid one.
  const [sending, setSending] = useState(false);
  const [refusal, setRefusal] = useState<Refusal | null>(null);
  const honeypot = useHoneypot();
  const away = useRunningConges();
  const refuse = (description: string) => (toasts.inForm ? setRefusal({ description }) : notify.error(description));
  const onSubmit = form.handleSubmit(async (values) => {
    setRefusal(null);
    if (!siteId) {
      refuse(toasts.noSite);
      return;
    }
    setSending(true);
    try {
      if (!honeypot.caught) await send(siteId, values);
    } catch (error) {
      console.error('Envoi du formulaire impossible', error);
      // A limit or a refusal says why in French (a function's refusals too); anything else stays generic.
      const told = error instanceof VisitorLimitError || (error instanceof FunctionError && error.code !== 'internal');
      refuse(told ? error.message : toasts.failure);
      return;
    } finally {
      setSending(false);
    }
    // While the shop is away, the confirmation says when it answers.
    if (toasts.success)
      notify.success(toasts.success.title, away ? congesAnswerText(away) : toasts.success.description);
    form.reset();
    onSent?.();
  });
  /** A field registered for the visitor forms' large inputs. */
  const input = (name: Path<Input>) => ({ ...form.register(name), size: 'lg' as const });
  return { form, input, onSubmit, submitting: sending, refusal, honeypot };
}
