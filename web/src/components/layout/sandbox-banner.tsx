import { Button, HStack, Text, type ButtonProps } from '@chakra-ui/react';
import { useState } from 'react';
import { useServices } from '@/lib/services-context';

const BannerButton = (props: ButtonProps) => (
  <Button size="2xs" variant="outline" color="gray.100" borderColor="gray.600" {...props} />
);

/** Sandbox mode says so, discreetly, and lets a demo start over or grow to the platform's size. */
export function SandboxBanner() {
  const { mode, resetSandbox, loadScaleSeed } = useServices();
  const [busy, setBusy] = useState<'reset' | 'scale' | null>(null);
  if (mode !== 'sandbox') return null;
  const run = async (job: 'reset' | 'scale', action: (() => Promise<void>) | undefined, question: string) => {
    if (!action || !window.confirm(question)) return;
    setBusy(job);
    await action();
    window.location.reload();
  };
  const reset = () =>
    run('reset', resetSandbox, 'Effacer vos modifications et recharger les données de démonstration\u00a0?');
  const scale = () =>
    run(
      'scale',
      loadScaleSeed,
      'Ajouter 1\u202f000 boutiques à la démo, dont une avec trois ans de demandes (quelques secondes)\u00a0?',
    );
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
        <BannerButton onClick={reset} loading={busy === 'reset'}>
          Réinitialiser la démo
        </BannerButton>
      )}
      {loadScaleSeed && (
        <BannerButton onClick={scale} loading={busy === 'scale'} hideBelow="md">
          {'Charger 1\u202f000 boutiques'}
        </BannerButton>
      )}
    </HStack>
  );
}
