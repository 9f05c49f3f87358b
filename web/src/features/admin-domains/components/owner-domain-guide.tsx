import { Box, Code, List, Stack, Table, Text } from '@chakra-ui/react';
import { AdminSection } from '@/components/admin/ui/admin-section';
import { HOSTING_DNS_RECORDS } from '../lib/hosting-dns';

const NEXT_STEPS = [
  'Ajoutez votre domaine ici (sans «\u00a0www.\u00a0»).',
  'Demandez à votre registraire (OVH, Gandi, Ionos…) de créer les enregistrements DNS ci-dessous, ou créez-les vous-même dans votre espace client chez lui.',
  'Nous vérifions le domaine et l’activons. La mise en place de l’adresse sécurisée (https) prend de quelques minutes à 24\u00a0heures.',
  'Le domaine passe à «\u00a0Actif\u00a0»\u00a0: vos visiteurs arrivent directement sur votre boutique à cette adresse.',
];

/** For shop owners: what to ask their registrar, with the values, and what happens next. */
export function OwnerDomainGuide() {
  return (
    <AdminSection title="Relier votre propre domaine">
      <Stack gap="4">
        <List.Root as="ol" gap="2" ps="5">
          {NEXT_STEPS.map((step) => (
            <List.Item key={step}>{step}</List.Item>
          ))}
        </List.Root>
        <Box overflowX="auto">
          <Table.Root size="sm" variant="outline" aria-label="Enregistrements DNS à créer">
            <Table.Header>
              <Table.Row>
                <Table.ColumnHeader>Type</Table.ColumnHeader>
                <Table.ColumnHeader>Nom (hôte)</Table.ColumnHeader>
                <Table.ColumnHeader>Valeur</Table.ColumnHeader>
              </Table.Row>
            </Table.Header>
            <Table.Body>
              {HOSTING_DNS_RECORDS.map((record) => (
                <Table.Row key={`${record.type}-${record.name}`}>
                  <Table.Cell>{record.type}</Table.Cell>
                  <Table.Cell>
                    <Code>{record.name}</Code>
                  </Table.Cell>
                  <Table.Cell>
                    <Code wordBreak="break-all">{record.value}</Code>
                  </Table.Cell>
                </Table.Row>
              ))}
            </Table.Body>
          </Table.Root>
        </Box>
        <Text fontSize="sm" color="fg.muted">
          {'«\u00a0@\u00a0»'} désigne le domaine lui-même. Si votre registraire propose déjà d’autres enregistrements A
          pour ce domaine, supprimez-les. Si notre équipe vous communique d’autres valeurs, ce sont elles qui comptent.
        </Text>
      </Stack>
    </AdminSection>
  );
}
