import { DEFAULT_COLOURS, planIncludes, refs, type Entity, type PlanFeature, type siteSchema } from '@comptoir/core';
import { useAdminCollection, useAdminDoc } from '@/components/admin/data/use-admin-live';
import { screenPaths } from '@/config/admin-screens';

export interface SetupStep {
  label: string;
  done: boolean;
  /** What visitors see meanwhile, when the public site fills the gap with a sample. */
  sample?: string;
  to: string;
  /** Only for a plan that includes its screen. */
  feature?: PlanFeature;
}

const ONE = { limit: 1 };

/**
 * The first things a new shop fills in, each with whether it is done, whether the public site
 * shows sample content in its place meanwhile, and the screen to do it (those of the site's plan).
 * null while loading.
 */
export function useSetupSteps(siteId: string, site: Entity<typeof siteSchema>): SetupStep[] | null {
  const home = useAdminDoc(refs.page(siteId, 'home'));
  const hours = useAdminDoc(refs.page(siteId, 'hours'));
  const settings = useAdminDoc(refs.sitePrivate(siteId));
  const products = useAdminCollection(refs.collection(siteId, 'products'), ONE);
  const testimonials = useAdminCollection(refs.collection(siteId, 'testimonials'), ONE);
  const reassurance = useAdminCollection(refs.collection(siteId, 'reassuranceItems'), ONE);
  const faqs = useAdminCollection(refs.collection(siteId, 'faqs'), ONE);
  const states = [home, hours, settings, products, testimonials, reassurance, faqs];
  if (states.some((state) => state.status === 'loading')) return null;

  const { appearance, contact } = site;
  const page = home.data;
  const colours = (Object.keys(DEFAULT_COLOURS) as (keyof typeof DEFAULT_COLOURS)[]).some(
    (key) => appearance[key].toLowerCase() !== DEFAULT_COLOURS[key].toLowerCase(),
  );
  const has = (state: { data?: unknown[] | undefined }) => (state.data?.length ?? 0) > 0;
  const steps: SetupStep[] = [
    { label: 'Logo', done: appearance.logoUrl !== '', to: screenPaths.appearance },
    { label: 'Couleurs du site', done: colours, to: screenPaths.appearance },
    {
      label: 'Bandeau d’accueil',
      done: Boolean(page?.heroTitle || page?.heroSubtitle || page?.heroImageUrl),
      sample: 'un bandeau d’épicerie d’exemple',
      to: screenPaths.pagesHome,
    },
    {
      label: 'Éléments de réassurance (vos points forts)',
      done: has(reassurance),
      sample: 'quatre points forts d’exemple',
      to: screenPaths.pagesHome,
    },
    { label: 'Horaires d’ouverture', done: (hours.data?.week.length ?? 0) > 0, to: screenPaths.pagesHours },
    {
      label: 'Produits',
      done: has(products),
      sample: 'des produits d’exemple',
      to: screenPaths.products,
      feature: 'products',
    },
    { label: 'Avis clients', done: has(testimonials), sample: 'des avis d’exemple', to: screenPaths.testimonials },
    {
      label: 'Questions fréquentes',
      done: has(faqs),
      sample: 'des questions d’exemple',
      to: screenPaths.pagesServices,
      feature: 'services',
    },
    {
      label: 'Coordonnées (adresse, téléphone, email)',
      done: contact.address !== '' || contact.email !== '' || contact.phones.some((phone) => phone.trim() !== ''),
      to: screenPaths.settings,
    },
    {
      label: 'Email de notification des demandes',
      done:
        (settings.data?.merchantEmails ?? []).some((email) => email.trim() !== '') &&
        Boolean(settings.data?.senderEmail),
      to: screenPaths.settings,
    },
  ];
  return steps.filter(({ feature }) => !feature || planIncludes(site.plan, feature));
}
