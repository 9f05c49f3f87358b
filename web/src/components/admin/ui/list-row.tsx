import { createSlotRecipeContext, type HTMLChakraProps } from '@chakra-ui/react';

// Styled by the back office's `adminListRow` slot recipe (admin-system.ts), each part by its slot.
const { withProvider, withContext } = createSlotRecipeContext({ key: 'adminListRow' });

export interface ListRowProps extends HTMLChakraProps<'li'> {
  /** From this breakpoint up the row's parts sit side by side; below, they stack. */
  rowFrom?: 'sm' | 'md';
  /** The row of the site being worked on: its border says so. */
  current?: boolean;
}

/** One bordered row of a back-office list (sites, domains, accounts…), as an `li`. */
export const ListRow = withProvider<HTMLLIElement, ListRowProps>('li', 'root');
/** The row's text, stacked, taking the room its actions leave. */
export const ListRowMain = withContext<HTMLDivElement, HTMLChakraProps<'div'>>('div', 'main');
/** The row's first line: its name and badges. */
export const ListRowHeading = withContext<HTMLDivElement, HTMLChakraProps<'div'>>('div', 'heading');
/** The row's name, cut with an ellipsis where it does not fit. */
export const ListRowName = withContext<HTMLParagraphElement, HTMLChakraProps<'p'>>('p', 'name');
/** A row named by an address (a domain): in monospace, broken anywhere rather than cut. */
export const ListRowAddress = withContext<HTMLParagraphElement, HTMLChakraProps<'p'>>('p', 'address');
/** A line of detail under the name. */
export const ListRowDetail = withContext<HTMLParagraphElement, HTMLChakraProps<'p'>>('p', 'detail');
/** The row's controls, side by side. */
export const ListRowActions = withContext<HTMLDivElement, HTMLChakraProps<'div'>>('div', 'actions');
/** A group of buttons among the controls. */
export const ListRowButtons = withContext<HTMLDivElement, HTMLChakraProps<'div'>>('div', 'buttons');
