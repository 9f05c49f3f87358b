import { AboutPage } from './components/about-page';

export function Component() {
  return <AboutPage />;
}
