import { Button, Card, type ButtonProps } from '@chakra-ui/react';

/** A public-site card that lifts under the pointer or the focus; its `TileButton` opens it. */
export function TileCard(props: Card.RootProps) {
  return (
    <Card.Root
      variant="outline"
      h="full"
      overflow="hidden"
      borderRadius="2xl"
      borderColor="blackAlpha.100"
      bg="bg"
      position="relative"
      transition="box-shadow 0.2s, transform 0.2s"
      _hover={{ shadow: 'lg', transform: 'translateY(-2px)' }}
      _focusWithin={{ shadow: 'lg' }}
      {...props}
    />
  );
}

export interface TileButtonProps extends Omit<ButtonProps, 'onClick'> {
  /** Called with the button, where the focus goes back when what it opens closes. */
  onOpen: (trigger: HTMLElement) => void;
}

/** A `TileCard`'s button, stretched over the whole card so a tap anywhere presses it. */
export function TileButton({ onOpen, ...props }: TileButtonProps) {
  return (
    <Button
      position="static"
      onClick={(event) => onOpen(event.currentTarget)}
      _after={{ content: '""', position: 'absolute', inset: '0' }}
      {...props}
    />
  );
}
