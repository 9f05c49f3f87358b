/**
 * What the domains screen says. Administrators keep the platform's words (mappings, the Firebase
 * console); shop owners read plain French about their own domain.
 */
export interface DomainTexts {
  description: string;
  newButton: string;
  listLabel: string;
  loading: string;
  loadError: string;
  empty: string;
  newTitle: string;
  editTitle: string;
  newDescription: string;
  created: string;
  createFailed: string;
  updated: string;
  updateFailed: string;
  deleted: string;
  deleteFailed: string;
  deleteQuestion(host: string): string;
}

export const ADMIN_DOMAIN_TEXTS: DomainTexts = {
  description: 'Associez vos noms de domaine à vos sites\u00a0: chaque adresse affiche directement la boutique.',
  newButton: 'Nouveau mapping',
  listLabel: 'Mappings de domaine',
  loading: 'Chargement des domaines…',
  loadError: 'Impossible de charger les mappings de domaines',
  empty: 'Aucun mapping de domaine configuré',
  newTitle: 'Nouveau mapping de domaine',
  editTitle: 'Modifier le mapping',
  newDescription: 'Le domaine et sa variante www. seront associés au site (ex. boutique-martin.fr).',
  created: 'Mapping de domaine créé avec succès',
  createFailed: 'Impossible de créer le mapping de domaine',
  updated: 'Mapping de domaine mis à jour avec succès',
  updateFailed: 'Impossible de mettre à jour le mapping',
  deleted: 'Mapping de domaine supprimé avec succès',
  deleteFailed: 'Impossible de supprimer le mapping',
  deleteQuestion: (host) => `Êtes-vous sûr de vouloir supprimer le mapping ${host}\u00a0?`,
};

export const OWNER_DOMAIN_TEXTS: DomainTexts = {
  description: 'Votre propre adresse internet (par exemple boutique-martin.fr) pour votre site.',
  newButton: 'Ajouter un domaine',
  listLabel: 'Vos domaines',
  loading: 'Chargement de vos domaines…',
  loadError: 'Impossible de charger vos domaines',
  empty: 'Aucun domaine relié à votre site pour le moment',
  newTitle: 'Ajouter un domaine',
  editTitle: 'Modifier le domaine',
  newDescription:
    'Le nom de domaine acheté chez votre registraire, sans «\u00a0www.\u00a0»\u00a0: l’adresse avec www. est ajoutée aussi.',
  created: 'Domaine ajouté\u00a0: il sera activé après vérification.',
  createFailed: 'Impossible d’ajouter le domaine',
  updated: 'Domaine mis à jour',
  updateFailed: 'Impossible de mettre à jour le domaine',
  deleted: 'Domaine retiré de votre site',
  deleteFailed: 'Impossible de retirer le domaine',
  deleteQuestion: (host) =>
    `Retirer le domaine ${host} de votre site\u00a0? Vos visiteurs ne pourront plus l’utiliser.`,
};
