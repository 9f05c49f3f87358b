import { ContactPage } from './contact-page';

export function Component() {
  return <ContactPage />;
}
