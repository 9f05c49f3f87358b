import { defineSlotRecipe } from '@chakra-ui/react';

/** The parts of an inbox's card (inside Chakra's card): who and when, the controls, the details. */
export const adminLeadCardRecipe = defineSlotRecipe({
  className: 'admin-lead-card',
  slots: ['header', 'summary', 'titleRow', 'title', 'received', 'actions', 'details'],
  base: {
    header: {
      display: 'flex',
      flexDirection: { base: 'column', md: 'row' },
      gap: '3',
      justifyContent: 'space-between',
      alignItems: { md: 'flex-start' },
    },
    summary: { display: 'flex', flexDirection: 'column', gap: '1', minW: '0' },
    titleRow: { display: 'flex', alignItems: 'center', gap: '2', flexWrap: 'wrap' },
    title: { textStyle: 'md', fontWeight: 'semibold', fontFamily: 'heading', wordBreak: 'break-word' },
    received: { fontSize: 'sm', color: 'fg.muted' },
    actions: { display: 'flex', alignItems: 'flex-end', gap: '2', flexWrap: 'wrap', flexShrink: 0 },
    details: { display: 'flex', flexDirection: 'column', gap: '3', '&[hidden]': { display: 'none' } },
  },
});

/** Every field a visitor sent, as a definition list: labels beside their values from 640 px. */
export const adminLeadDetailsRecipe = defineSlotRecipe({
  className: 'admin-lead-details',
  slots: ['root', 'term', 'value'],
  base: {
    root: {
      display: 'grid',
      gridTemplateColumns: { base: '1fr', sm: 'max-content 1fr' },
      columnGap: '4',
      rowGap: '2',
      fontSize: 'sm',
    },
    term: { color: 'fg.muted', fontWeight: 'medium' },
    value: { whiteSpace: 'pre-wrap', wordBreak: 'break-word', mb: { base: '1', sm: '0' } },
  },
});

/** One of the dashboard's latest quote requests: the whole row opens it. */
export const adminQuoteRowRecipe = defineSlotRecipe({
  className: 'admin-quote-row',
  slots: ['root', 'summary', 'name', 'service', 'meta', 'date'],
  base: {
    root: {
      position: 'relative',
      display: 'flex',
      gap: '3',
      py: '3',
      px: '2',
      mx: '-2',
      alignItems: 'center',
      justifyContent: 'space-between',
      flexWrap: 'wrap',
      borderBottomWidth: '1px',
      borderRadius: 'md',
      _last: { borderBottomWidth: 0 },
      _hover: { bg: 'bg.muted' },
      _focusWithin: { outline: '2px solid', outlineColor: 'colorPalette.focusRing' },
    },
    summary: { minW: '0', flex: '1 1 12rem' },
    name: { truncate: true, fontWeight: 'medium' },
    service: { truncate: true, fontSize: 'sm', color: 'fg.muted' },
    meta: { display: 'flex', gap: '3', alignItems: 'center', flexShrink: 0 },
    date: { fontSize: 'sm', color: 'fg.muted' },
  },
});
