import { ArdoisePage } from '@/features/public-ardoise/ardoise-page';

export function Component() {
  return <ArdoisePage />;
}
