import { MessagesPage } from '@/features/admin-messages/components/messages-page';

export function Component() {
  return <MessagesPage />;
}
