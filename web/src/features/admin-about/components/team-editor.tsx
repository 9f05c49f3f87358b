import { teamMemberFormSchema, type TeamMemberFormValues } from '@comptoir/core';
import { UserRound, Users } from 'lucide-react';
import { CollectionEditor, type CollectionItem } from '@/components/admin/forms/collection-editor/collection-editor';
import { FormInput } from '@/components/admin/forms/form-input';
import { ImageUploadField } from '@/components/admin/images/image-upload-field';
import { ItemSummary } from '@/components/admin/ui/item-summary';
import { aboutTexts } from './about-texts';
import { ItemThumbnail } from './item-thumbnail';

const TEXTS = aboutTexts(
  {
    saved: 'Membre de l’équipe sauvegardé',
    deleted: 'Membre de l’équipe supprimé',
    the: 'le membre de l’équipe',
    this: 'ce membre',
  },
  {
    title: 'Notre équipe',
    description: 'Les visages de la boutique, avec leur photo.',
    addLabel: 'Ajouter un membre',
    createTitle: 'Nouveau membre de l’équipe',
    editTitle: 'Modifier le membre',
    empty: 'Aucun membre d’équipe configuré',
  },
);

type Member = CollectionItem<'teamMembers'>;

const toForm = (member?: Member) => ({
  name: member?.name ?? '',
  role: member?.role ?? '',
  bio: member?.bio ?? '',
  imageUrl: member?.imageUrl ?? '',
});
const toDoc = ({ name, role, bio, imageUrl }: TeamMemberFormValues) => ({ name, role, bio, imageUrl });

/** The team (name, role and bio required; optional photo). */
export function TeamEditor({ siteId }: { siteId: string }) {
  return (
    <CollectionEditor
      siteId={siteId}
      collection="teamMembers"
      texts={TEXTS}
      schema={teamMemberFormSchema}
      toForm={toForm}
      toDoc={toDoc}
      labelOf={(member) => member.name}
      renderFields={(form) => (
        <>
          <FormInput form={form} name="name" label="Nom" required autoComplete="off" />
          <FormInput form={form} name="role" label="Rôle" required helper={'Par exemple «\u00a0Fondatrice\u00a0».'} />
          <FormInput form={form} name="bio" label="Présentation" required rows={4} />
          <ImageUploadField
            form={form}
            name="imageUrl"
            label="Photo"
            helper="Format carré conseillé."
            folder="team"
            previewWidth={160}
            previewHeight={160}
          />
        </>
      )}
      renderItem={(member) => (
        <ItemSummary
          title={member.name}
          subtitle={member.role}
          text={member.bio}
          media={<ItemThumbnail src={member.imageUrl} fallback={UserRound} round />}
        />
      )}
      columns={{ md: 2 }}
      emptyIcon={Users}
      dialogSize="lg"
    />
  );
}
