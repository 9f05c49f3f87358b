import { Box, HStack, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import {
  moveInList,
  SERVICE_CATEGORY_MAX_IMAGES,
  type ServiceCategoryFormInput,
  type ServiceCategoryFormValues,
} from '@comptoir/core';
import { useEffect, useId, useRef, useState } from 'react';
import { useController } from 'react-hook-form';
import type { ItemForm } from '@/components/admin/collection-editor/collection-editor';
import { ImageUpload } from '@/components/admin/image-upload';
import { ReorderButtons } from '@/components/admin/reorder-buttons';
import { ReorderStatus } from '@/components/admin/reorder-status';

const FOLDER = 'services';

interface PendingFocus {
  index: number;
  direction: 'up' | 'down';
}

/**
 * A category's ordered images (the site shows the first two): each can be replaced, removed or
 * moved; a last slot adds one. Focus follows a moved image, as in the live lists.
 */
export function CategoryImagesField({ form }: { form: ItemForm<ServiceCategoryFormInput, ServiceCategoryFormValues> }) {
  const { field, fieldState } = useController({ control: form.control, name: 'images' });
  const images = (field.value ?? []).map((url) => url ?? '');
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
  }, [images, prefix]);

  const move = (index: number, delta: -1 | 1) => {
    const to = index + delta;
    field.onChange(moveInList(images, index, to));
    pendingFocus.current = { index: to, direction: delta < 0 ? 'up' : 'down' };
    setAnnouncement(`Image déplacée en position ${to + 1} sur ${images.length}`);
  };
  const replace = (index: number, url: string) =>
    field.onChange(url ? images.map((image, i) => (i === index ? url : image)) : images.filter((_, i) => i !== index));

  return (
    <Stack as="fieldset" gap="3" minW="0">
      <Box as="legend" mb="1">
        <Text fontWeight="medium" fontSize="sm">
          Images
        </Text>
        <Text fontSize="xs" color="fg.muted">
          Format portrait (9:16) conseillé. Le site affiche les deux premières, dans cet ordre.
        </Text>
      </Box>
      {images.length > 0 && (
        <SimpleGrid
          as="ol"
          listStyleType="none"
          columns={{ base: 2, sm: 3 }}
          gap="4"
          aria-label="Images de la catégorie"
        >
          {images.map((url, index) => (
            <Stack as="li" key={`${index}-${url.slice(-24)}`} gap="1" minW="0">
              <ImageUpload
                value={url}
                onChange={(next) => replace(index, next)}
                label={`Image ${index + 1}`}
                folder={FOLDER}
                previewWidth={144}
                previewHeight={256}
              />
              <HStack>
                <ReorderButtons
                  label={`Image ${index + 1}`}
                  focusKey={`${prefix}${index}`}
                  isFirst={index === 0}
                  isLast={index === images.length - 1}
                  onMove={(delta) => move(index, delta)}
                />
              </HStack>
            </Stack>
          ))}
        </SimpleGrid>
      )}
      {images.length < SERVICE_CATEGORY_MAX_IMAGES ? (
        <ImageUpload
          value=""
          onChange={(url) => url && field.onChange([...images, url])}
          label="Ajouter une image"
          folder={FOLDER}
          previewWidth={144}
          previewHeight={96}
        />
      ) : (
        <Text fontSize="sm" color="fg.muted">
          {SERVICE_CATEGORY_MAX_IMAGES} images au maximum : retirez-en une pour en ajouter une autre.
        </Text>
      )}
      {fieldState.error?.message && (
        <Text fontSize="sm" color="fg.error">
          {fieldState.error.message}
        </Text>
      )}
      <ReorderStatus message={announcement} />
    </Stack>
  );
}
