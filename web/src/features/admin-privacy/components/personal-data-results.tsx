import { Button, HStack, Stack, Text } from '@chakra-ui/react';
import {
  personalDataCsv,
  personalDataJson,
  quantityText,
  RECORD_LABELS,
  reservedItem,
  type PersonalRecord,
} from '@comptoir/core';
import { Download, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { ConfirmDialog } from '@/components/admin/ui/confirm-dialog';
import { formatDateFr } from '@/components/admin/ui/format-date';
import { ListRow } from '@/components/admin/ui/list-row';
import { EmptyState } from '@/components/site/empty-state';
import { CSV_TYPE, downloadFile } from '@/lib/download-file';

export interface PersonalDataResultsProps {
  siteName: string;
  email: string;
  records: readonly PersonalRecord[];
  onErase(): Promise<void>;
}

function describe(record: PersonalRecord) {
  const label = RECORD_LABELS[record.kind];
  if (record.kind === 'quoteRequest') return { label, title: record.data.serviceType };
  if (record.kind === 'reservation') return { label, title: reservedItem(record.data) };
  return { label, title: record.data.subject };
}

const plural = (count: number) => quantityText(count, 'demande', 'demandes');

/** What the site holds about one address, to hand over (JSON, CSV) or erase. */
export function PersonalDataResults({ siteName, email, records, onErase }: PersonalDataResultsProps) {
  const [confirming, setConfirming] = useState(false);
  if (records.length === 0) {
    return (
      <EmptyState title={`Aucune demande avec l’adresse ${email}.`} description="Rien n’est conservé à son sujet." />
    );
  }
  const file = `donnees-${email.replace(/[^a-z0-9]+/gi, '-')}`;
  return (
    <Stack gap="4">
      <Text fontWeight="semibold" role="status">{`${plural(records.length)} avec l’adresse ${email}`}</Text>
      <Stack as="ul" gap="2" listStyleType="none">
        {records.map((record) => {
          const { label, title } = describe(record);
          return (
            <ListRow key={`${record.kind}-${record.id}`}>
              <Stack gap="0" minW="0">
                <Text fontWeight="medium" truncate>
                  {title}
                </Text>
                <Text fontSize="sm" color="fg.muted">
                  {label}
                  {record.data.createdAt ? ` · ${formatDateFr(record.data.createdAt)}` : ''}
                </Text>
              </Stack>
            </ListRow>
          );
        })}
      </Stack>
      <HStack gap="2" flexWrap="wrap">
        <Button
          variant="outline"
          onClick={() =>
            downloadFile(`${file}.json`, personalDataJson(siteName, email, records, new Date()), 'application/json')
          }
        >
          <Download aria-hidden="true" />
          Exporter (JSON)
        </Button>
        <Button variant="outline" onClick={() => downloadFile(`${file}.csv`, personalDataCsv(records), CSV_TYPE)}>
          <Download aria-hidden="true" />
          Exporter (CSV)
        </Button>
        <Button colorPalette="red" variant="solid" onClick={() => setConfirming(true)}>
          <Trash2 aria-hidden="true" />
          Tout effacer
        </Button>
      </HStack>
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title="Effacer ces données"
        message={`Effacer définitivement ${records.length > 1 ? `les ${plural(records.length)}` : 'la demande'} de ${email}\u00a0? Les copies des emails de notification sont effacées aussi.`}
        confirmLabel="Tout effacer"
        onConfirm={onErase}
      />
    </Stack>
  );
}
