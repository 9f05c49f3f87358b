import { HomePage } from '@/features/public-home/components/home-page';

export function Component() {
  return <HomePage />;
}
