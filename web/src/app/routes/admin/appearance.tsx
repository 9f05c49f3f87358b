import { AppearancePage } from '@/features/admin-appearance/components/appearance-page';

export function Component() {
  return <AppearancePage />;
}
