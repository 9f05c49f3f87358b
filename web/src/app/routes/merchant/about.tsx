import { AboutPage } from '@/features/public-about/components/about-page';

export function Component() {
  return <AboutPage />;
}
