import { Box, HStack, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { moveInList } from '@comptoir/core';
import { useEffect, useId, useRef, useState } from 'react';
import { ImageUpload } from './image-upload';
import { ReorderButtons } from '../forms/reorder-buttons';
import { ReorderStatus } from '../forms/reorder-status';

export interface ImageListFieldProps {
  /** The ordered image URLs. */
  value: readonly string[];
  onChange(images: string[]): void;
  /** The group's legend, e.g. 'Photos supplémentaires'. */
  label: string;
  helper?: string;
  /** How many images the document accepts. */
  max: number;
  /** File-name prefix of the uploads (see ImageUpload). */
  folder?: string;
  previewWidth?: number;
  previewHeight?: number;
  error?: string | undefined;
}

interface PendingFocus {
  index: number;
  direction: 'up' | 'down';
}

/**
 * An ordered list of uploaded images: each can be replaced, removed or moved up and down (focus
 * follows the moved image), and a last slot adds one until `max`.
 */
export function ImageListField({
  value,
  onChange,
  label,
  helper,
  max,
  folder,
  previewWidth = 160,
  previewHeight = 120,
  error,
}: ImageListFieldProps) {
  const prefix = useId();
  const [announcement, setAnnouncement] = useState('');
  const pendingFocus = useRef<PendingFocus | null>(null);

  useEffect(() => {
    const pending = pendingFocus.current;
    if (!pending) return;
    pendingFocus.current = null;
    const key = `${prefix}${pending.index}`;
    const wanted = document.querySelector<HTMLButtonElement>(`[data-reorder="${key}:${pending.direction}"]`);
    const other = document.querySelector<HTMLButtonElement>(
      `[data-reorder="${key}:${pending.direction === 'up' ? 'down' : 'up'}"]`,
    );
    (wanted && !wanted.disabled ? wanted : other)?.focus();
  }, [value, prefix]);

  const move = (index: number, delta: -1 | 1) => {
    const to = index + delta;
    onChange(moveInList(value, index, to));
    pendingFocus.current = { index: to, direction: delta < 0 ? 'up' : 'down' };
    setAnnouncement(`Image déplacée en position ${to + 1} sur ${value.length}`);
  };
  const replace = (index: number, url: string) =>
    onChange(url ? value.map((image, i) => (i === index ? url : image)) : value.filter((_, i) => i !== index));

  return (
    <Stack as="fieldset" gap="3" minW="0">
      <Box as="legend" mb="1">
        <Text fontWeight="medium" fontSize="sm">
          {label}
        </Text>
        {helper && (
          <Text fontSize="xs" color="fg.muted">
            {helper}
          </Text>
        )}
      </Box>
      {value.length > 0 && (
        <SimpleGrid as="ol" listStyleType="none" columns={{ base: 2, sm: 3 }} gap="4" aria-label={label}>
          {value.map((url, index) => (
            <Stack as="li" key={`${index}-${url.slice(-24)}`} gap="1" minW="0">
              <ImageUpload
                value={url}
                onChange={(next) => replace(index, next)}
                label={`Image ${index + 1}`}
                folder={folder}
                previewWidth={previewWidth}
                previewHeight={previewHeight}
              />
              <HStack>
                <ReorderButtons
                  label={`Image ${index + 1}`}
                  focusKey={`${prefix}${index}`}
                  isFirst={index === 0}
                  isLast={index === value.length - 1}
                  onMove={(delta) => move(index, delta)}
                />
              </HStack>
            </Stack>
          ))}
        </SimpleGrid>
      )}
      {value.length < max ? (
        <ImageUpload
          value=""
          onChange={(url) => url && onChange([...value, url])}
          label="Ajouter une image"
          folder={folder}
          previewWidth={previewWidth}
          previewHeight={previewHeight}
        />
      ) : (
        <Text fontSize="sm" color="fg.muted">
          {max} images au maximum&nbsp;: retirez-en une pour en ajouter une autre.
        </Text>
      )}
      {error && (
        <Text fontSize="sm" color="fg.error">
          {error}
        </Text>
      )}
      <ReorderStatus message={announcement} />
    </Stack>
  );
}
