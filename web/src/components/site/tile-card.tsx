import { Button, Card, type ButtonProps } from '@chakra-ui/react';
import { openDialog, opensDialog } from '@/lib/invoker-commands';

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
  /** The id of the dialog it opens (a `SiteDialog`). */
  dialogId: string;
}

/**
 * A `TileCard`'s button, stretched over the whole card so a tap anywhere presses it; it opens its
 * dialog without waiting for any script.
 */
export function TileButton({ dialogId, children, ...props }: TileButtonProps) {
  return (
    <Button position="static" _after={{ content: '""', position: 'absolute', inset: '0' }} {...props} asChild>
      {/* A plain button: Chakra's own would not pass the command's attributes on. */}
      <button type="button" {...opensDialog(dialogId)} onClick={() => void openDialog(dialogId)}>
        {children}
      </button>
    </Button>
  );
}
