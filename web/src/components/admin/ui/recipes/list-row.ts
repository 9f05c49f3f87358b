import { defineSlotRecipe } from '@chakra-ui/react';

/** One bordered row of a back-office list (sites, domains, accounts…) and its parts. */
export const adminListRowRecipe = defineSlotRecipe({
  className: 'admin-list-row',
  slots: ['root', 'main', 'heading', 'name', 'address', 'detail', 'actions', 'buttons'],
  base: {
    root: { display: 'flex', gap: '3', p: '4', borderWidth: '1px', borderRadius: 'lg', bg: 'bg' },
    main: { display: 'flex', flexDirection: 'column', gap: '1', flex: '1', minW: '0' },
    heading: { display: 'flex', alignItems: 'center', gap: '2', flexWrap: 'wrap' },
    name: { fontWeight: 'semibold', truncate: true },
    address: { fontWeight: 'semibold', fontFamily: 'mono', fontSize: 'sm', wordBreak: 'break-all' },
    detail: { fontSize: 'sm', color: 'fg.muted' },
    actions: { display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: '1' },
    buttons: { display: 'flex', alignItems: 'center', gap: '1' },
  },
  variants: {
    /** From this breakpoint up the row's parts sit side by side; below, they stack. */
    rowFrom: {
      sm: { root: { flexDirection: { base: 'column', sm: 'row' }, alignItems: { sm: 'center' } } },
      md: { root: { flexDirection: { base: 'column', md: 'row' }, alignItems: { md: 'center' } } },
    },
    /** The row of the site being worked on: its border says so. */
    current: { true: { root: { borderColor: 'brand.solid' } }, false: {} },
  },
  defaultVariants: { rowFrom: 'sm', current: false },
});
