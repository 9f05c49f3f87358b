import { Outlet } from 'react-router';

/** Placeholder shell until the back-office shell lands (ticket #4): no guard yet. */
export function Component() {
  return <Outlet />;
}
