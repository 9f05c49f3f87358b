import { ComingSoonPage } from '@/features/admin-shell/components/coming-soon-page';

export function Component() {
  return <ComingSoonPage title="Page contact" />;
}
