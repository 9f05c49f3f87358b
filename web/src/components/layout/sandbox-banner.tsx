import { Button, HStack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { useServices } from '@/lib/services-context';

/** Sandbox mode says so, discreetly, and lets a demo start over. */
export function SandboxBanner() {
  const { mode, resetSandbox } = useServices();
  const [busy, setBusy] = useState(false);
  if (mode !== 'sandbox') return null;
  const reset = async () => {
    if (!resetSandbox || !window.confirm('Effacer vos modifications et recharger les données de démonstration ?'))
      return;
    setBusy(true);
    await resetSandbox();
    window.location.reload();
  };
  return (
    <HStack
      as="aside"
      aria-label="Mode démo"
      justify="center"
      gap="3"
      py="1"
      px="4"
      bg="gray.900"
      color="gray.100"
      fontSize="xs"
      position="relative"
      zIndex="banner"
    >
      <Text>Mode démo — données locales</Text>
      {resetSandbox && (
        <Button size="2xs" variant="outline" color="gray.100" borderColor="gray.600" onClick={reset} loading={busy}>
          Réinitialiser la démo
        </Button>
      )}
    </HStack>
  );
}
