import { AboutPage } from '@/features/admin-about/components/about-page';

export function Component() {
  return <AboutPage />;
}
