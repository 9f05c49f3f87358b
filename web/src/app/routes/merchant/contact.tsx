import { ContactPage } from '@/features/public-contact/contact-page';

export function Component() {
  return <ContactPage />;
}
