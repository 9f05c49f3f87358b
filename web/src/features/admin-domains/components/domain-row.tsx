import { Badge, Switch, Text } from '@chakra-ui/react';
import { formatDateFr } from '@/components/admin/ui/format-date';
import { DeleteButton, EditButton } from '@/components/admin/ui/item-action-buttons';
import {
  ListRow,
  ListRowActions,
  ListRowAddress,
  ListRowButtons,
  ListRowDetail,
  ListRowHeading,
  ListRowMain,
} from '@/components/admin/ui/list-row';
import type { ReactNode } from 'react';
import type { DomainEntity } from '../api/use-domain-mappings';

export interface DomainRowProps {
  mapping: DomainEntity;
  /** The site's name, or what stands for it while it is read. */
  siteName: ReactNode;
  /** Administrators switch mappings on and off; owners see the state and what comes next. */
  asAdmin: boolean;
  onToggle(active: boolean): void;
  onEdit(): void;
  onDelete(): void;
}

function OwnerState({ active }: { active: boolean }) {
  return (
    <>
      <Badge colorPalette={active ? 'green' : 'orange'}>{active ? 'Actif' : 'En attente de validation'}</Badge>
      <Text fontSize="sm" color="fg.muted" flexBasis="full">
        {active
          ? 'Vos visiteurs arrivent sur votre boutique à cette adresse.'
          : 'Nous l’activons une fois les enregistrements DNS en place (comptez jusqu’à 24\u00a0heures).'}
      </Text>
    </>
  );
}

/** One domain: its site, its state, when it was added, and its actions. */
export function DomainRow({ mapping, siteName, asAdmin, onToggle, onEdit, onDelete }: DomainRowProps) {
  const deleteVerb = asAdmin ? 'Supprimer' : 'Retirer';
  return (
    <ListRow>
      <ListRowMain>
        <ListRowHeading>
          <ListRowAddress>{mapping.id}</ListRowAddress>
          {asAdmin ? (
            <Badge colorPalette={mapping.active ? 'green' : 'gray'}>{mapping.active ? 'Actif' : 'Inactif'}</Badge>
          ) : (
            <OwnerState active={mapping.active} />
          )}
        </ListRowHeading>
        <ListRowDetail>
          {'Site\u00a0: '}
          {siteName}
        </ListRowDetail>
        <ListRowDetail>
          {asAdmin ? 'Créé' : 'Ajouté'} le {formatDateFr(mapping.createdAt)}
        </ListRowDetail>
      </ListRowMain>
      <ListRowActions>
        {asAdmin && (
          <Switch.Root
            checked={mapping.active}
            onCheckedChange={(details) => onToggle(details.checked)}
            colorPalette="green"
          >
            <Switch.HiddenInput />
            <Switch.Control>
              <Switch.Thumb />
            </Switch.Control>
            <Switch.Label srOnly>{`Mapping ${mapping.id} actif`}</Switch.Label>
          </Switch.Root>
        )}
        <ListRowButtons>
          <EditButton label={`Modifier ${mapping.id}`} onClick={onEdit} />
          <DeleteButton label={`${deleteVerb} ${mapping.id}`} onClick={onDelete} />
        </ListRowButtons>
      </ListRowActions>
    </ListRow>
  );
}
