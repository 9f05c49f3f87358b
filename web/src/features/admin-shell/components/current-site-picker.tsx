import { chakra } from '@chakra-ui/react';
import { ChevronsUpDown } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';

const CurrentSiteDialog = lazy(() =>
  import('./current-site-dialog').then((module) => ({ default: module.CurrentSiteDialog })),
);

/**
 * An administrator's current site, in the sidebar: pressed, a dialog finds another among every
 * site of the platform (fetched at its first opening: the shell every screen draws stays light).
 */
export function CurrentSitePicker({ label, onChosen }: { label: string; onChosen?: (() => void) | undefined }) {
  const [open, setOpen] = useState(false);
  const [opened, setOpened] = useState(false);
  return (
    <>
      <chakra.button
        type="button"
        aria-haspopup="dialog"
        onClick={() => {
          setOpened(true);
          setOpen(true);
        }}
        display="flex"
        alignItems="center"
        gap="2"
        minW="0"
        w="full"
        textAlign="start"
        borderWidth="1px"
        borderRadius="md"
        px="3"
        py="2"
        bg="bg"
        cursor="pointer"
        _hover={{ bg: 'bg.muted' }}
        focusVisibleRing="outside"
      >
        <chakra.span flex="1" minW="0">
          <chakra.small display="block" fontSize="xs" color="fg.muted">
            Site actuel
          </chakra.small>
          <chakra.span display="block" fontSize="sm" fontWeight="medium" truncate>
            {label}
          </chakra.span>
        </chakra.span>
        <ChevronsUpDown size={16} aria-hidden="true" />
        <chakra.span srOnly>{'\u00a0: changer de site'}</chakra.span>
      </chakra.button>
      {opened && (
        <Suspense fallback={null}>
          <CurrentSiteDialog
            open={open}
            onOpenChange={setOpen}
            onChosen={() => {
              setOpen(false);
              onChosen?.();
            }}
          />
        </Suspense>
      )}
    </>
  );
}
