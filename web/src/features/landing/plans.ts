import type { PlanId } from '@comptoir/core';

export interface Plan {
  id: PlanId;
  name: string;
  /** Euros per month. */
  price: number;
  audience: string;
  /** The plan whose features this one also includes. */
  includes?: string;
  features: readonly string[];
  cta: { label: string; href: string };
  highlight?: string;
}

// There is no self-service sign-up (an administrator creates each account and site), so every
// plan leads to the request form (#demande), with that plan chosen.
const contactFor = (plan: PlanId) => `?formule=${plan}#demande`;

export const PLANS: readonly Plan[] = [
  {
    id: 'essentiel',
    name: 'Essentiel',
    price: 29,
    audience: 'Pour les petits commerces qui veulent une vitrine en ligne claire et à jour.',
    features: [
      'Site responsive',
      'Page d’accueil personnalisée',
      'Page contact et horaires',
      'Back-office simplifié',
      'Support par email',
    ],
    cta: { label: 'Démarrer', href: contactFor('essentiel') },
  },
  {
    id: 'pro',
    name: 'Pro',
    price: 59,
    audience: 'Pour présenter vos produits, vos prestations et recevoir des demandes de devis.',
    includes: 'Essentiel',
    features: ['Page à propos', 'Page services et devis', 'Galerie de produits', 'Support prioritaire'],
    cta: { label: 'Choisir ce plan', href: contactFor('pro') },
    highlight: 'Le plus choisi',
  },
  {
    id: 'expert',
    name: 'Expert',
    price: 99,
    audience: 'Pour les commerces qui visent plus loin\u00a0: clientèle touristique, réseaux sociaux.',
    includes: 'Pro',
    features: ['Site multilingue', 'SEO avancé', 'Intégration des réseaux sociaux', 'Support dédié'],
    cta: { label: 'Nous contacter', href: contactFor('expert') },
  },
];

/** '29 €': a no-break space keeps the amount and its currency on one line. */
export const formatPrice = (euros: number) => `${euros}\u00a0€`;
