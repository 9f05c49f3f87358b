import type { ReactNode } from 'react';
import { HEADER_LINKS } from '@/features/landing/landing-links';
import { PlatformLayout } from '@/features/landing/platform-layout';

/** Comptoir's header and footer around one of its own pages (loaded only on the platform's domain). */
export default function PlatformPage({ children }: { children: ReactNode }) {
  return <PlatformLayout links={HEADER_LINKS}>{children}</PlatformLayout>;
}
