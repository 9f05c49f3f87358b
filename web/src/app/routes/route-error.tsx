import { useRouteError } from 'react-router';
import { ErrorFallback } from '@/components/layout/error-fallback';

export function RouteError() {
  return <ErrorFallback error={useRouteError()} />;
}
