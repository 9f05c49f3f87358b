import { Center, Spinner, Stack, Text } from '@chakra-ui/react';

/** Full-screen (or section) spinner with its text, announced to screen readers. */
export function PageLoader({ text = 'Chargement…', fullScreen = true }: { text?: string; fullScreen?: boolean }) {
  return (
    <Center minH={fullScreen ? '100dvh' : '40vh'} role="status" aria-live="polite">
      <Stack align="center" gap="4">
        <Spinner size="lg" color="brand.primary" borderWidth="3px" />
        <Text color="fg.muted">{text}</Text>
      </Stack>
    </Center>
  );
}
