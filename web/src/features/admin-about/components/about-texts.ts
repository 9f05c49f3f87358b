import type { CollectionEditorTexts } from '@/components/admin/forms/collection-editor/collection-editor';

/** About-page loads share this message. */
export const ABOUT_LOAD_FAILED = 'Impossible de charger le contenu de la page';

interface AboutNoun {
  /** 'Étape sauvegardée' — the success toasts add 'avec succès'. */
  saved: string;
  deleted: string;
  /** "l'étape", 'le partenaire' — the failure toasts say 'Impossible de sauvegarder …'. */
  the: string;
  /** 'cette étape' — the confirmation asks 'Êtes-vous sûr de vouloir supprimer … ?'. */
  this: string;
}

type Labels = Pick<CollectionEditorTexts, 'title' | 'description' | 'addLabel' | 'createTitle' | 'editTitle' | 'empty'>;

/** One about-page list's texts: 'Succès' toasts and 'Impossible de …' failures. */
export function aboutTexts(noun: AboutNoun, labels: Labels): CollectionEditorTexts {
  return {
    ...labels,
    deleteQuestion: `Êtes-vous sûr de vouloir supprimer ${noun.this}\u00a0?`,
    successTitle: 'Succès',
    created: `${noun.saved} avec succès`,
    updated: `${noun.saved} avec succès`,
    deleted: `${noun.deleted} avec succès`,
    saveFailed: `Impossible de sauvegarder ${noun.the}`,
    deleteFailed: `Impossible de supprimer ${noun.the}`,
    loadFailed: ABOUT_LOAD_FAILED,
  };
}
