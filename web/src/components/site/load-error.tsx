import { Alert, Button } from '@chakra-ui/react';
import { useResponseStatus } from '@/lib/render-context';

export interface LoadErrorProps {
  title: string;
  description?: string;
}

/** A read that failed: says so plainly and offers to reload the page. */
export function LoadError({ title, description }: LoadErrorProps) {
  useResponseStatus(503);
  return (
    <Alert.Root status="error" borderRadius="xl" alignItems="center" flexWrap="wrap" gap="3">
      <Alert.Indicator />
      <Alert.Content flex="1" minW="12rem">
        <Alert.Title>{title}</Alert.Title>
        {description && <Alert.Description>{description}</Alert.Description>}
      </Alert.Content>
      <Button size="sm" variant="outline" onClick={() => window.location.reload()}>
        Rafraîchir la page
      </Button>
    </Alert.Root>
  );
}
