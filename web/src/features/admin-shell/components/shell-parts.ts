import { createSlotRecipeContext, type HTMLChakraProps } from '@chakra-ui/react';

// Styled by the back office's `adminShell` slot recipe (components/admin/ui/recipes/shell.ts).
const { withProvider, withContext } = createSlotRecipeContext({ key: 'adminShell' });

/** The screen's frame: the desktop sidebar beside the column. */
export const ShellFrame = withProvider<HTMLDivElement, HTMLChakraProps<'div'>>('div', 'frame');
/** The desktop sidebar (`data-state="collapsed"`: icons only). */
export const ShellAside = withContext<HTMLElement, HTMLChakraProps<'aside'>>('aside', 'aside');
/** The top bar and the screen, taking the room the sidebar leaves. */
export const ShellColumn = withContext<HTMLDivElement, HTMLChakraProps<'div'>>('div', 'column');
export const ShellTopbar = withContext<HTMLElement, HTMLChakraProps<'header'>>('header', 'topbar');
/** The current site's name in the top bar. */
export const ShellTitle = withContext<HTMLParagraphElement, HTMLChakraProps<'p'>>('p', 'title');
export const ShellMain = withContext<HTMLElement, HTMLChakraProps<'main'>>('main', 'main');
