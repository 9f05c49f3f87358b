import { defineSlotRecipe } from '@chakra-ui/react';

/** The parts of an order on the kitchen sheet (inside Chakra's card): who, what, what is left to pay, its next steps. */
export const adminOrderCardRecipe = defineSlotRecipe({
  className: 'admin-order-card',
  slots: ['header', 'title', 'badges', 'detail', 'muted', 'actions'],
  base: {
    header: { display: 'flex', justifyContent: 'space-between', alignItems: 'flex-start', gap: '2' },
    title: { fontWeight: 'semibold', wordBreak: 'break-word' },
    badges: { display: 'flex', gap: '1', flexWrap: 'wrap', justifyContent: 'flex-end' },
    detail: { wordBreak: 'break-word' },
    muted: { color: 'fg.muted', wordBreak: 'break-word' },
    actions: { display: 'flex', flexWrap: 'wrap', gap: '2', pt: '2', _print: { display: 'none' } },
  },
});
