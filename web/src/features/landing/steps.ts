import type { Step } from './numbered-steps';

export const STEPS: readonly Step[] = [
  {
    title: 'Créez votre compte et choisissez votre formule',
    description: 'Essentiel, Pro ou Expert\u00a0: nous ouvrons votre espace avec la formule adaptée à votre commerce.',
  },
  {
    title: 'Personnalisez votre site',
    description: 'Ajoutez votre logo, vos couleurs, vos produits, vos horaires et vos photos depuis le back-office.',
  },
  {
    title: 'Publiez',
    description: 'Votre site est en ligne sur votre nom de domaine. Chaque modification est visible aussitôt.',
  },
];
