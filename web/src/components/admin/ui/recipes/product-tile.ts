import { defineSlotRecipe } from '@chakra-ui/react';

/** The parts of a product's card in the back-office grid (inside Chakra's card). */
export const adminProductTileRecipe = defineSlotRecipe({
  className: 'admin-product-tile',
  slots: ['top', 'texts', 'category', 'name', 'price', 'count', 'badges', 'actions', 'buttons'],
  base: {
    top: { display: 'flex', gap: '3', alignItems: 'flex-start' },
    texts: { display: 'flex', flexDirection: 'column', gap: '1', minW: '0', flex: '1' },
    category: {
      fontSize: 'xs',
      fontWeight: 'semibold',
      textTransform: 'uppercase',
      color: 'fg.muted',
      truncate: true,
    },
    name: { fontFamily: 'heading', fontWeight: 'semibold', textStyle: 'sm', wordBreak: 'break-word' },
    price: { fontSize: 'sm' },
    count: { fontSize: 'xs', color: 'fg.muted' },
    badges: { display: 'flex', alignItems: 'center', gap: '2', flexWrap: 'wrap' },
    actions: {
      display: 'flex',
      alignItems: 'center',
      justifyContent: 'space-between',
      gap: '1',
      flexWrap: 'wrap',
      mt: 'auto',
    },
    buttons: { display: 'flex', alignItems: 'center' },
  },
});
