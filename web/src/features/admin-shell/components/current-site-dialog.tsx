import { Badge, Box, Button, CloseButton, Dialog, Portal, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { PagedItems } from '@/components/admin/lists/paged-items';
import { ListSearch } from '@/components/admin/search/list-search';
import { SITE_SEARCH_TEXTS, useSearchedSites } from '@/components/admin/search/use-searched-sites';
import { useCurrentSite } from '@/components/admin/session/current-site-context';

const TEXTS = { loading: 'Chargement des sites…', loadError: 'Impossible de charger les sites. Veuillez réessayer.' };

interface CurrentSiteDialogProps {
  open: boolean;
  onOpenChange(open: boolean): void;
  onChosen(): void;
}

/** « Changer de site »: every site newest first, or those a search finds; a press makes it the current site. */
export function CurrentSiteDialog({ open, onOpenChange, onChosen }: CurrentSiteDialogProps) {
  const current = useCurrentSite();
  const [typed, setTyped] = useState('');
  const found = useSearchedSites(typed);
  return (
    <Dialog.Root
      open={open}
      onOpenChange={(details) => onOpenChange(details.open)}
      size="md"
      scrollBehavior="inside"
      placement="top"
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner px="3">
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title>Changer de site</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <ListSearch value={typed} onChange={setTyped} result={found} texts={SITE_SEARCH_TEXTS} />
              <PagedItems list={found.list} texts={TEXTS} empty={null} label="Sites">
                {(site) => {
                  const isCurrent = site.id === current.siteId;
                  return (
                    <Box as="li" key={site.id}>
                      <Button
                        variant={isCurrent ? 'subtle' : 'outline'}
                        w="full"
                        h="auto"
                        py="2"
                        justifyContent="flex-start"
                        textAlign="start"
                        aria-current={isCurrent ? 'true' : undefined}
                        onClick={() => {
                          current.select(site.id);
                          onChosen();
                        }}
                      >
                        <Box flex="1" minW="0">
                          <Text truncate fontWeight="medium">
                            {site.name}
                          </Text>
                          <Text truncate fontSize="xs" color="fg.muted" fontWeight="normal">
                            {site.id}
                          </Text>
                        </Box>
                        {isCurrent && <Badge colorPalette="brand">Site actuel</Badge>}
                        {site.active === false && <Badge colorPalette="orange">Désactivé</Badge>}
                      </Button>
                    </Box>
                  );
                }}
              </PagedItems>
            </Dialog.Body>
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" aria-label="Fermer" />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
