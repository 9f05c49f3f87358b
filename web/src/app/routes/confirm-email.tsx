import { ConfirmEmailPage } from '@/features/email-confirmation/components/confirm-email-page';

export function Component() {
  return <ConfirmEmailPage />;
}
