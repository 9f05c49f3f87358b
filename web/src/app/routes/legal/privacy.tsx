import { PrivacyPage } from '@/features/public-legal/components/privacy-page';

export function Component() {
  return <PrivacyPage />;
}
