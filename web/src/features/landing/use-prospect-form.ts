import { zodResolver } from '@hookform/resolvers/zod';
import {
  EMPTY_PROSPECT_FORM,
  planIdSchema,
  prospectFormSchema,
  submitProspect,
  VisitorLimitError,
  type ProspectFormInput,
  type ProspectFormValues,
} from '@comptoir/core';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useLocation } from 'react-router';
import { useHoneypot } from '@/components/site/honeypot-field';
import { useMutation } from '@/hooks/use-mutation';
import { useServices } from '@/lib/services-context';

export type ProspectFormState = 'editing' | 'sending' | 'sent' | 'failed';

/**
 * The landing page's request form: the plan comes from the button used (`?formule=pro#contact`);
 * a filled honeypot (a field people never see) pretends success and stores nothing.
 */
export function useProspectForm() {
  const { db, auth } = useServices();
  const chosen = planIdSchema.safeParse(new URLSearchParams(useLocation().search).get('formule'));
  const form = useForm<ProspectFormInput, unknown, ProspectFormValues>({
    resolver: zodResolver(prospectFormSchema),
    defaultValues: { ...EMPTY_PROSPECT_FORM, plan: chosen.success ? chosen.data : '' },
  });
  const [state, setState] = useState<Exclude<ProspectFormState, 'sending'>>('editing');
  /** Why the last attempt failed, when the visitor can do something about it (too many requests). */
  const [refusal, setRefusal] = useState<string | null>(null);
  const honeypot = useHoneypot();

  const plan = chosen.success ? chosen.data : null;
  useEffect(() => {
    if (plan) form.setValue('plan', plan);
  }, [plan, form]);

  const sending = useMutation(
    async (values: ProspectFormValues) => {
      if (!honeypot.caught) await submitProspect(db, (await auth.ensureVisitor()).uid, values);
    },
    {
      // Said on the form itself, not toasted.
      failure: (error) => {
        setRefusal(error instanceof VisitorLimitError ? error.message : null);
        return null;
      },
    },
  );

  const onSubmit = form.handleSubmit(async (values) => {
    setState((await sending.run(values)).ok ? 'sent' : 'failed');
  });
  return { form, onSubmit, state: sending.pending ? 'sending' : state, refusal, honeypot };
}
