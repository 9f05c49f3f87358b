import { EMPTY_QUOTE_FORM, quoteFormSchema, submitQuoteRequest } from '@comptoir/core';
import { useLeadForm } from '@/components/site/use-lead-form';
import { useServices } from '@/lib/services-context';

/** The quote form's three toasts. */
export const QUOTE_TOASTS = {
  noSite: 'Impossible d’identifier le site',
  failure: 'Une erreur est survenue lors de l’envoi de votre demande. Veuillez réessayer.',
  success: {
    title: 'Demande envoyée\u00a0!',
    description: 'Nous vous contacterons rapidement pour discuter de votre projet.',
  },
};

export function useQuoteForm() {
  const { db, auth } = useServices();
  return useLeadForm({
    schema: quoteFormSchema,
    defaultValues: EMPTY_QUOTE_FORM,
    send: async (siteId, values) => submitQuoteRequest(db, (await auth.ensureVisitor()).uid, siteId, values),
    toasts: QUOTE_TOASTS,
  });
}
