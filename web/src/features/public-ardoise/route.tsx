import { ArdoisePage } from './ardoise-page';

export function Component() {
  return <ArdoisePage />;
}
