import { TestimonialsPage } from '@/features/admin-testimonials/components/testimonials-page';

export function Component() {
  return <TestimonialsPage />;
}
