import { refs } from '../model/refs';
import { ago } from './dates';
import { BOUTIQUE_VIDE_ID, ownerOf } from './platform';
import { seedDoc, type SeedDocument } from './seed-document';

/** A site with nothing but its name, so the public side shows the demo defaults. */
export function boutiqueVide(now: Date): SeedDocument[] {
  return [
    seedDoc(refs.site(BOUTIQUE_VIDE_ID), {
      name: 'Boutique Vide',
      ownerId: ownerOf(BOUTIQUE_VIDE_ID),
      plan: 'essentiel',
      createdAt: ago(now, 7),
      updatedAt: ago(now, 7),
    }),
  ];
}
