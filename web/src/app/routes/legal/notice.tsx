import { LegalNoticePage } from '@/features/public-legal/components/legal-notice-page';

export function Component() {
  return <LegalNoticePage />;
}
