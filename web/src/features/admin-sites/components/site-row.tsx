import { Badge, Button, IconButton } from '@chakra-ui/react';
import { PLAN_LABELS } from '@comptoir/core';
import { ArrowRight, Power, PowerOff } from 'lucide-react';
import type { ReactNode } from 'react';
import { DeleteButton, EditButton } from '@/components/admin/ui/item-action-buttons';
import { formatDateFr } from '@/components/admin/ui/format-date';
import type { SiteEntity } from '@/components/admin/session/use-manageable-sites';
import {
  ListRow,
  ListRowActions,
  ListRowButtons,
  ListRowDetail,
  ListRowHeading,
  ListRowMain,
  ListRowName,
} from '@/components/admin/ui/list-row';

export interface SiteRowProps {
  site: SiteEntity;
  /** The owner's address, or what stands for it (loading, « Non attribué »). */
  owner: ReactNode;
  current: boolean;
  onOpen(): void;
  onEdit(): void;
  onToggleActive(): void;
  onDelete(): void;
}

/** One site: name, state, owner, creation date, plan, 'Accéder' and its actions. */
export function SiteRow({ site, owner, current, onOpen, onEdit, onToggleActive, onDelete }: SiteRowProps) {
  const offline = site.active === false;
  return (
    <ListRow current={current}>
      <ListRowMain>
        <ListRowHeading>
          <ListRowName>{site.name}</ListRowName>
          {current && <Badge colorPalette="brand">Site actuel</Badge>}
          {offline && <Badge colorPalette="orange">Désactivé</Badge>}
        </ListRowHeading>
        <ListRowDetail>
          {'Propriétaire\u00a0: '}
          {owner}
        </ListRowDetail>
        <ListRowDetail>
          Créé le {formatDateFr(site.createdAt)} · identifiant <code>{site.id}</code>
        </ListRowDetail>
        <ListRowDetail>{`Formule\u00a0: ${PLAN_LABELS[site.plan]}`}</ListRowDetail>
      </ListRowMain>
      <ListRowActions>
        <ListRowButtons>
          <EditButton label={`Modifier ${site.name}`} onClick={onEdit} />
          <IconButton
            variant="ghost"
            size="sm"
            aria-label={`${offline ? 'Réactiver' : 'Désactiver'} ${site.name}`}
            onClick={onToggleActive}
          >
            {offline ? <Power /> : <PowerOff />}
          </IconButton>
          <DeleteButton label={`Supprimer ${site.name}`} onClick={onDelete} />
        </ListRowButtons>
        <Button
          colorPalette="brand"
          variant={current ? 'outline' : 'solid'}
          onClick={onOpen}
          aria-label={`Accéder à ${site.name}`}
        >
          Accéder
          <ArrowRight aria-hidden="true" />
        </Button>
      </ListRowActions>
    </ListRow>
  );
}
