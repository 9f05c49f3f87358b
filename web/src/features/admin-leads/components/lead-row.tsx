import type { Data } from '@comptoir/core';
import { memo } from 'react';
import { DeleteLeadButton, LeadCard, LeadDetails, ViewedToggle } from './lead-card';
import { LeadNote } from './lead-note';
import { LeadStatusSelect } from './lead-status-select';
import { ReplyButton } from './reply-button';
import type { LeadActionToasts } from '../hooks/use-lead-action';
import type { LeadView } from '../lib/lead-view';
import type { LeadCollection, LeadEntity } from '../api/use-leads';

/** What a row asks of its screen; the same functions from one render to the next (useStableHandlers). */
export interface LeadRowHandlers<C extends LeadCollection, S extends string> {
  /** A status chosen: the screen asks why first when the status wants a reason. */
  choose(item: LeadEntity<C>, status: S): void;
  update(item: LeadEntity<C>, patch: Data, toasts: LeadActionToasts): Promise<boolean>;
  remove(item: LeadEntity<C>): void;
}

export interface LeadRowProps<C extends LeadCollection, S extends string> {
  item: LeadEntity<C>;
  view: LeadView<C, S>;
  siteName: string;
  /** A change of this lead is being saved. */
  busy: boolean;
  handlers: LeadRowHandlers<C, S>;
}

/**
 * One lead of an inbox: its card, actions and note. Drawn again only when its own lead, or whether
 * it is being saved, changes — not at each count or page the screen receives.
 */
function LeadRowCard<C extends LeadCollection, S extends string>({
  item,
  view,
  siteName,
  busy,
  handlers,
}: LeadRowProps<C, S>) {
  const { texts, statuses } = view;
  const title = view.title(item);
  return (
    <LeadCard
      id={item.id}
      unseen={!item.isViewed}
      title={title}
      subtitle={view.subtitle(item)}
      receivedAt={item.createdAt}
      actions={
        <>
          {statuses && (
            <LeadStatusSelect
              statuses={statuses}
              status={statuses.of(item)}
              disabled={busy}
              onChange={(status) => handlers.choose(item, status)}
            />
          )}
          <ViewedToggle
            viewed={item.isViewed}
            labels={texts.seenLabels}
            itemLabel={title}
            loading={busy}
            onToggle={(isViewed) =>
              void handlers.update(
                item,
                { isViewed, ...view.touch?.() },
                {
                  success: isViewed ? texts.seenToasts.seen : texts.seenToasts.unseen,
                  failure: texts.updateFailed,
                },
              )
            }
          />
          <ReplyButton reply={{ ...view.reply(item, siteName), receivedAt: item.createdAt }} itemLabel={title} />
          <DeleteLeadButton label={texts.deleteLabel(item)} busy={busy} onDelete={() => handlers.remove(item)} />
        </>
      }
    >
      <LeadDetails items={view.details(item)} />
      <LeadNote
        note={item.ownerNote}
        itemLabel={title}
        busy={busy}
        onSave={(ownerNote) =>
          handlers.update(
            item,
            { ownerNote },
            { success: 'Note enregistrée', failure: 'Impossible d’enregistrer la note.' },
          )
        }
      />
    </LeadCard>
  );
}

export const LeadRow = memo(LeadRowCard) as typeof LeadRowCard;
