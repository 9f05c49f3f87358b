import { PersonalDataPage } from '@/features/admin-privacy/components/personal-data-page';

export function Component() {
  return <PersonalDataPage />;
}
