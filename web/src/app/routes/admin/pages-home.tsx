import { HomePage } from '@/features/admin-home/components/home-page';

export function Component() {
  return <HomePage />;
}
