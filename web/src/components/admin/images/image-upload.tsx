import { Box, Button, Center, HStack, Icon, Progress, Stack, Text } from '@chakra-ui/react';
import { ImageIcon, Trash2, Upload } from 'lucide-react';
import { useContext, useId, useRef, type ChangeEvent } from 'react';
import { SafeImage } from '@/components/layout/safe-image';
import { CurrentSiteContext } from '../session/current-site-context';
import { useImageUpload } from './use-image-upload';

export interface ImageUploadProps {
  /** The stored image URL ('' when none). */
  value: string;
  onChange(url: string): void;
  /** Visible label, also the file input's name. */
  label: string;
  helper?: string;
  /** File-name prefix inside sites/{siteId}/images/ (storage rules allow no sub-folders). */
  folder?: string;
  /** Defaults to the current site. */
  siteId?: string;
  previewWidth?: number;
  previewHeight?: number;
  disabled?: boolean;
  /** The image differs from the saved one: says that saving the form keeps it. */
  unsaved?: boolean;
  /** The remove button's name, distinct from the form's other buttons (« Retirer la photo »). */
  removeLabel?: string;
}

/** The back office's one image field: pick, check, convert to WebP, upload, preview. */
export function ImageUpload({
  value,
  onChange,
  label,
  helper,
  folder,
  siteId,
  previewWidth = 240,
  previewHeight = 160,
  disabled = false,
  unsaved = false,
  removeLabel = 'Retirer l’image',
}: ImageUploadProps) {
  const currentSiteId = useContext(CurrentSiteContext)?.siteId ?? null;
  const { phase, progress, upload } = useImageUpload(siteId ?? currentSiteId, folder);
  const input = useRef<HTMLInputElement>(null);
  const labelId = useId();
  const busy = phase !== 'idle';

  const onFile = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    const url = await upload(file);
    if (url) onChange(url);
  };

  return (
    <Stack gap="2" role="group" aria-labelledby={labelId}>
      <Text id={labelId} fontWeight="medium" fontSize="sm">
        {label}
      </Text>
      <Box
        width="full"
        maxW={`${previewWidth}px`}
        aspectRatio={previewWidth / previewHeight}
        borderWidth="1px"
        borderStyle={value ? 'solid' : 'dashed'}
        borderRadius="md"
        bg="bg.muted"
        overflow="hidden"
      >
        {value ? (
          <SafeImage
            src={value}
            alt={`Aperçu\u00a0: ${label}`}
            sizes={`${previewWidth}px`}
            width={previewWidth}
            height={previewHeight}
            w="full"
            h="full"
            objectFit="contain"
          />
        ) : (
          <Center h="full" color="fg.muted" flexDirection="column" gap="1">
            <Icon size="lg" aria-hidden="true">
              <ImageIcon />
            </Icon>
            <Text fontSize="sm">Aucune image</Text>
          </Center>
        )}
      </Box>
      <input ref={input} type="file" accept="image/*" hidden aria-label={label} onChange={onFile} disabled={disabled} />
      <HStack gap="2" flexWrap="wrap">
        <Button size="sm" variant="outline" onClick={() => input.current?.click()} loading={busy} disabled={disabled}>
          <Upload aria-hidden="true" />
          {value ? 'Changer l’image' : 'Choisir une image'}
        </Button>
        {value && (
          <Button size="sm" variant="ghost" colorPalette="red" onClick={() => onChange('')} disabled={busy || disabled}>
            <Trash2 aria-hidden="true" />
            {removeLabel}
          </Button>
        )}
      </HStack>
      {busy && (
        <Progress.Root value={Math.round(progress * 100)} size="sm" colorPalette="brand" maxW="sm">
          <HStack justify="space-between" mb="1">
            <Progress.Label fontSize="xs">
              {phase === 'processing' ? 'Optimisation de l’image…' : 'Envoi en cours…'}
            </Progress.Label>
            <Progress.ValueText fontSize="xs" />
          </HStack>
          <Progress.Track>
            <Progress.Range />
          </Progress.Track>
        </Progress.Root>
      )}
      {unsaved && !busy && (
        <Text fontSize="sm" color="orange.fg" fontWeight="medium">
          {value
            ? 'Nouvelle image\u00a0: elle sera gardée quand vous enregistrerez.'
            : 'L’image sera retirée quand vous enregistrerez.'}
        </Text>
      )}
      {helper && (
        <Text fontSize="xs" color="fg.muted">
          {helper}
        </Text>
      )}
    </Stack>
  );
}
