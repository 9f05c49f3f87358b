import type { SystemStyleObject } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { useStaticClass } from '@/components/ui/use-static-class';

// A list draws 25 rows at a time: their layout is plain elements with classes resolved once
// (useStaticClass), not Chakra elements resolving their style props one by one at every row.
const row = (from: 'sm' | 'md') =>
  ({
    display: 'flex',
    flexDirection: { base: 'column', [from]: 'row' },
    alignItems: { [from]: 'center' },
    gap: '3',
    p: '4',
    borderWidth: '1px',
    borderRadius: 'lg',
    bg: 'bg',
    '&[data-current]': { borderColor: 'brand.solid' },
  }) satisfies SystemStyleObject;
const ROW = { sm: row('sm'), md: row('md') };
const MAIN = { display: 'flex', flexDirection: 'column', gap: '1', flex: '1', minW: '0' } satisfies SystemStyleObject;
const HEADING = { display: 'flex', alignItems: 'center', gap: '2', flexWrap: 'wrap' } satisfies SystemStyleObject;
const NAME = { fontWeight: 'semibold', truncate: true } satisfies SystemStyleObject;
const DETAIL = { fontSize: 'sm', color: 'fg.muted' } satisfies SystemStyleObject;
const ACTIONS = {
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: '1',
} satisfies SystemStyleObject;
const BUTTONS = { display: 'flex', alignItems: 'center', gap: '1' } satisfies SystemStyleObject;

export interface ListRowProps {
  /** From this breakpoint up the row's parts sit side by side; below, they stack. */
  rowFrom?: 'sm' | 'md';
  /** The row of the site being worked on: its border says so. */
  current?: boolean;
  children: ReactNode;
}

/** One bordered row of a back-office list (sites, domains, accounts…), as an `li`. */
export function ListRow({ rowFrom = 'sm', current = false, children }: ListRowProps) {
  return (
    <li className={useStaticClass(ROW[rowFrom])} data-current={current ? '' : undefined}>
      {children}
    </li>
  );
}

/** A part of a row: an element with its class, nothing else. */
function rowPart(Tag: 'div' | 'p', styles: SystemStyleObject, name: string) {
  function Part({ children }: { children: ReactNode }) {
    return <Tag className={useStaticClass(styles)}>{children}</Tag>;
  }
  Part.displayName = name;
  return Part;
}

/** The row's text, stacked, taking the room its actions leave. */
export const ListRowMain = rowPart('div', MAIN, 'ListRowMain');
/** The row's first line: its name and badges. */
export const ListRowHeading = rowPart('div', HEADING, 'ListRowHeading');
/** The row's name, cut with an ellipsis where it does not fit. */
export const ListRowName = rowPart('p', NAME, 'ListRowName');
/** A line of detail under the name. */
export const ListRowDetail = rowPart('p', DETAIL, 'ListRowDetail');
/** The row's controls, side by side. */
export const ListRowActions = rowPart('div', ACTIONS, 'ListRowActions');
/** A group of buttons among the controls. */
export const ListRowButtons = rowPart('div', BUTTONS, 'ListRowButtons');
