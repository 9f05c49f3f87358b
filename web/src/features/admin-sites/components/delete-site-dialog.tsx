import { Button, Dialog, Input, List, Portal, Stack, Text } from '@chakra-ui/react';
import { FunctionError } from '@comptoir/core';
import { useState } from 'react';
import { useKeptFocus } from '@/components/admin/ui/use-kept-focus';
import type { SiteEntity } from '@/components/admin/session/use-manageable-sites';
import { FormField } from '@/components/site/form-field';
import { useDeleteSite } from '../api/delete-site';

export interface DeleteSiteDialogProps {
  site: SiteEntity;
  open: boolean;
  onOpenChange(open: boolean): void;
  onDeleted(): void;
}

const GONE = [
  'ses pages, produits, événements, avis et horaires',
  'ses demandes de devis et messages',
  'ses images',
  'ses domaines',
];

/** Deletes a site for good once its name is typed: everything it holds goes with it. */
export function DeleteSiteDialog({ site, open, onOpenChange, onDeleted }: DeleteSiteDialogProps) {
  const [typed, setTyped] = useState('');
  const deleting = useDeleteSite({
    success: `Le site «\u00a0${site.name}\u00a0» a été supprimé.`,
    failure: (error) =>
      error instanceof FunctionError ? error.message : 'Impossible de supprimer le site. Veuillez réessayer.',
  });
  const busy = deleting.pending;
  const focus = useKeptFocus();
  const matches = typed.trim() === site.name.trim();

  const remove = async () => {
    if ((await deleting.run(site.id, typed)).ok) onDeleted();
  };

  return (
    <Dialog.Root
      open={open}
      onOpenChange={(details) => !busy && onOpenChange(details.open)}
      role="alertdialog"
      size="md"
      initialFocusEl={focus.initialFocusEl}
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner px="4">
          <Dialog.Content {...focus.contentProps}>
            <form
              onSubmit={(event) => {
                event.preventDefault();
                if (matches) void remove();
              }}
              style={{ display: 'contents' }}
            >
              <Dialog.Header>
                <Dialog.Title>{`Supprimer «\u00a0${site.name}\u00a0»`}</Dialog.Title>
              </Dialog.Header>
              <Dialog.Body>
                <Stack gap="4">
                  <Dialog.Description>
                    La suppression est définitive. Disparaissent avec le site&nbsp;:
                  </Dialog.Description>
                  <List.Root ps="5" gap="1">
                    {GONE.map((item) => (
                      <List.Item key={item}>{item}</List.Item>
                    ))}
                  </List.Root>
                  <Text fontSize="sm" color="fg.muted">
                    Pour le mettre seulement hors ligne en gardant tout, désactivez-le plutôt.
                  </Text>
                  <FormField label={`Tapez «\u00a0${site.name}\u00a0» pour confirmer`} required>
                    <Input
                      value={typed}
                      onChange={(event) => setTyped(event.target.value)}
                      autoComplete="off"
                      spellCheck={false}
                    />
                  </FormField>
                </Stack>
              </Dialog.Body>
              <Dialog.Footer flexWrap="wrap">
                <Dialog.ActionTrigger asChild>
                  <Button variant="outline" disabled={busy}>
                    Annuler
                  </Button>
                </Dialog.ActionTrigger>
                <Button type="submit" colorPalette="red" disabled={!matches} loading={busy}>
                  Supprimer définitivement
                </Button>
              </Dialog.Footer>
            </form>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
