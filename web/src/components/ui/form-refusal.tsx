import { Alert, Box } from '@chakra-ui/react';

/** Why a form was not sent or saved, as the server or the write said it. */
export interface Refusal {
  title?: string;
  description: string;
}

/**
 * Beside a form's button: why it was refused, read out by screen readers. The live region stays in
 * place when empty (so that each new refusal is announced), out of the layout's flow (no gap for
 * it); what was typed is the form's to keep.
 */
export function FormRefusal({ refusal }: { refusal: Refusal | null }) {
  return (
    <Box role="alert" aria-live="assertive" aria-atomic="true" w="full" _empty={{ position: 'absolute' }}>
      {refusal && (
        <Alert.Root status="error" borderRadius="lg" size="sm">
          <Alert.Indicator />
          <Alert.Content>
            {refusal.title && <Alert.Title>{refusal.title}</Alert.Title>}
            <Alert.Description>{refusal.description}</Alert.Description>
          </Alert.Content>
        </Alert.Root>
      )}
    </Box>
  );
}
