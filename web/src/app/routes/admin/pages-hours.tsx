import { HoursPage } from '@/features/admin-hours/components/hours-page';

export function Component() {
  return <HoursPage />;
}
