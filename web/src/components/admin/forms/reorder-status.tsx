import { VisuallyHidden } from '@chakra-ui/react';

/** Says politely where a moved item went (see useReorder). */
export function ReorderStatus({ message }: { message: string }) {
  return (
    <VisuallyHidden aria-live="polite" role="status">
      {message}
    </VisuallyHidden>
  );
}
