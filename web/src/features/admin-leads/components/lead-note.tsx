import { Button, HStack, Stack, Text, Textarea } from '@chakra-ui/react';
import { LIMITS } from '@comptoir/core';
import { NotebookPen } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { FormField } from '@/components/site/form-field';

export interface LeadNoteProps {
  note: string;
  /** Names the lead for screen readers: 'Ajouter une note : Camille Martin'. */
  itemLabel: string;
  busy: boolean;
  /** Resolves true once saved: the editor closes; on failure it stays open with the text typed. */
  onSave(note: string): Promise<boolean>;
}

/** The owner's private note on a lead: read, added or changed in place; the visitor never sees it. */
export function LeadNote({ note, itemLabel, busy, onSave }: LeadNoteProps) {
  const [draft, setDraft] = useState<string | null>(null);
  const field = useRef<HTMLTextAreaElement>(null);
  const editing = draft !== null;
  // Opening the editor puts the cursor in it.
  useEffect(() => {
    if (editing) field.current?.focus();
  }, [editing]);
  if (draft === null) {
    return (
      <Stack gap="1" align="flex-start">
        {note && (
          <Text
            fontSize="sm"
            whiteSpace="pre-wrap"
            wordBreak="break-word"
            bg="bg.muted"
            px="3"
            py="2"
            borderRadius="md"
          >
            <Text as="span" fontWeight="medium">
              Note privée{'\u00a0'}:{' '}
            </Text>
            {note}
          </Text>
        )}
        <Button
          size="xs"
          variant="ghost"
          px="1"
          aria-label={`${note ? 'Modifier la note' : 'Ajouter une note'}\u00a0: ${itemLabel}`}
          onClick={() => setDraft(note)}
        >
          <NotebookPen aria-hidden="true" />
          {note ? 'Modifier la note' : 'Ajouter une note'}
        </Button>
      </Stack>
    );
  }
  const save = async () => {
    if (await onSave(draft.trim())) setDraft(null);
  };
  return (
    <Stack gap="2">
      <FormField label="Note privée" helper="Visible seulement dans l’espace de gestion, jamais par le client.">
        <Textarea
          value={draft}
          maxLength={LIMITS.shortText}
          rows={3}
          ref={field}
          onChange={(event) => setDraft(event.currentTarget.value)}
        />
      </FormField>
      <HStack gap="2">
        <Button size="sm" colorPalette="brand" loading={busy} onClick={() => void save()}>
          Enregistrer la note
        </Button>
        <Button size="sm" variant="outline" disabled={busy} onClick={() => setDraft(null)}>
          Annuler
        </Button>
      </HStack>
    </Stack>
  );
}
