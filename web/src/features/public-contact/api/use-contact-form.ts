import { contactFormSchema, EMPTY_CONTACT_FORM, submitContactMessage } from '@comptoir/core';
import { useLeadForm } from '@/components/site/use-lead-form';
import { useServices } from '@/lib/services-context';

/** The contact form's three toasts. */
export const CONTACT_TOASTS = {
  noSite: 'Impossible d’envoyer le message.',
  failure: 'Une erreur est survenue lors de l’envoi du message.',
  success: { title: 'Message envoyé\u00a0!', description: 'Nous vous répondrons dans les plus brefs délais.' },
};

export function useContactForm() {
  const { db, auth } = useServices();
  return useLeadForm({
    schema: contactFormSchema,
    defaultValues: EMPTY_CONTACT_FORM,
    send: async (siteId, values) => submitContactMessage(db, (await auth.ensureVisitor()).uid, siteId, values),
    toasts: CONTACT_TOASTS,
  });
}
