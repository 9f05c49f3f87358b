import { ServicesPage } from './services-page';

export function Component() {
  return <ServicesPage />;
}
