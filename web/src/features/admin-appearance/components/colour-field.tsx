import { ColorPicker, HStack, Portal, Text, parseColor } from '@chakra-ui/react';

export interface ColourFieldProps {
  label: string;
  helper?: string;
  /** '#rrggbb' */
  value: string;
  onChange(hex: string): void;
}

/** A colour: hex input (what phones type best) plus a swatch opening the picker. */
export function ColourField({ label, helper, value, onChange }: ColourFieldProps) {
  return (
    <ColorPicker.Root
      value={parseColor(value)}
      onValueChange={(details) => onChange(details.value.toString('hex'))}
      format="rgba"
      positioning={{ placement: 'bottom-start' }}
      gap="1.5"
    >
      <ColorPicker.HiddenInput />
      <ColorPicker.Label fontWeight="medium" fontSize="sm">
        {label}
      </ColorPicker.Label>
      <ColorPicker.Control>
        <ColorPicker.Input aria-label={`${label} (code hexadécimal)`} />
        <ColorPicker.Trigger aria-label={`Choisir\u00a0: ${label}`} />
      </ColorPicker.Control>
      {helper && (
        <Text fontSize="xs" color="fg.muted">
          {helper}
        </Text>
      )}
      <Portal>
        <ColorPicker.Positioner>
          <ColorPicker.Content>
            <ColorPicker.Area />
            <HStack>
              <ColorPicker.EyeDropper size="xs" variant="outline" aria-label="Pipette" />
              <ColorPicker.ChannelSlider channel="hue" flex="1" />
            </HStack>
          </ColorPicker.Content>
        </ColorPicker.Positioner>
      </Portal>
    </ColorPicker.Root>
  );
}
