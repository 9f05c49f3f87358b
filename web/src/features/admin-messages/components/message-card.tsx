import { Link, Text } from '@chakra-ui/react';
import type { Entity, contactMessageSchema } from '@comptoir/core';
import { DeleteLeadButton, LeadCard, LeadDetails, ViewedToggle } from '@/components/admin/lead-card';

export type MessageEntity = Entity<typeof contactMessageSchema>;

export const senderName = (message: MessageEntity) => `${message.firstName} ${message.name}`.trim();

export interface MessageCardProps {
  message: MessageEntity;
  busy: boolean;
  onViewed(viewed: boolean): void;
  onDelete(): void;
}

/** A contact message in full: subject, sender, email and text (spec §3). */
export function MessageCard({ message, busy, onViewed, onDelete }: MessageCardProps) {
  const sender = senderName(message);
  return (
    <LeadCard
      id={message.id}
      unseen={!message.isViewed}
      title={message.subject}
      subtitle={<Text fontWeight="medium">De {sender}</Text>}
      receivedAt={message.createdAt}
      actions={
        <>
          <ViewedToggle
            viewed={message.isViewed}
            labels={{ seen: 'Marquer comme lu', unseen: 'Marquer comme non lu' }}
            itemLabel={message.subject}
            loading={busy}
            onToggle={onViewed}
          />
          <DeleteLeadButton label={`Supprimer le message « ${message.subject} »`} busy={busy} onDelete={onDelete} />
        </>
      }
    >
      <LeadDetails
        items={[
          { label: 'Email', value: <Link href={`mailto:${message.email}`}>{message.email}</Link> },
          { label: 'Message', value: message.message },
        ]}
      />
    </LeadCard>
  );
}
