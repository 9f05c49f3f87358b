// Épicerie du Marché: one square image per product or variant.
import { JUICE, jamJar, productImage } from './scenery';
import { drawn } from './svg';

export const EPICERIE_PRODUCTS: Record<string, () => string> = {
  'miel-lavande-250': () =>
    productImage(
      'miel-250',
      'epicerie',
      [
        ['honey-pot', 0, 60, 300],
        ['honeybee', 150, -130, 110, 15],
      ],
      { sprinkle: ['blossom', 'tulip'], title: 'Pot de miel de lavande 250 g' },
    ),
  'miel-lavande-500': () =>
    productImage(
      'miel-500',
      'epicerie',
      [
        ['honey-pot', 0, 30, 380],
        ['honeybee', 170, -170, 120, 15],
      ],
      { sprinkle: ['blossom', 'tulip'], title: 'Pot de miel de lavande 500 g' },
    ),
  'miel-lavande-1kg': () =>
    productImage(
      'miel-1kg',
      'epicerie',
      [
        ['honey-pot', -90, 70, 300],
        ['honey-pot', 90, 10, 420],
        ['honeybee', -150, -150, 110, -15],
      ],
      { sprinkle: ['blossom', 'tulip'], title: 'Pots de miel de lavande 1 kg' },
    ),
  'huile-olive': () =>
    productImage(
      'huile-olive',
      'epicerie',
      [
        ['amphora', -30, 0, 420],
        ['olive', 150, 150, 110, 10],
        ['olive', 210, 130, 90, -20],
        ['herb', -180, 150, 130, -20],
      ],
      { sprinkle: ['olive', 'herb'], title: "Huile d'olive vierge extra" },
    ),
  'confiture-abricot': () =>
    productImage(
      'confiture-abricot',
      'epicerie',
      [drawn((c, x, y, s) => jamJar(c, x, y, s, 'apricot'), -20, 20, 360), ['peach', 160, 150, 140, 8]],
      { sprinkle: ['peach', 'blossom'], title: "Confiture d'abricot" },
    ),
  'confiture-fraise': () =>
    productImage(
      'confiture-fraise',
      'epicerie',
      [
        drawn((c, x, y, s) => jamJar(c, x, y, s, 'strawberry'), -20, 20, 360),
        ['strawberry', 160, 150, 130, 12],
        ['strawberry', 220, 110, 100, -12],
      ],
      { sprinkle: ['strawberry', 'blossom'], title: 'Confiture de fraise' },
    ),
  'confiture-cerise': () =>
    productImage(
      'confiture-cerise',
      'epicerie',
      [drawn((c, x, y, s) => jamJar(c, x, y, s, 'cherry'), -20, 20, 360), ['cherries', 170, 140, 150, 8]],
      { sprinkle: ['cherries', 'blossom'], title: 'Confiture de cerise noire' },
    ),
  buche: () =>
    productImage(
      'buche',
      'epicerie',
      [
        ['chocolate-bar', -20, 40, 420, -8],
        ['chestnut', 170, 150, 130, 12],
        ['christmas-tree', -190, -150, 120, -10],
      ],
      { sprinkle: ['snowflake', 'chestnut'], title: 'Bûche pralinée' },
    ),
  'foie-gras': () =>
    productImage(
      'foie-gras',
      'epicerie',
      [
        drawn((c, x, y, size) => c.emoji('jar', x, y, size, { recolour: { '#aeddff': '#efc39b' } }), -30, 30, 380),
        ['baguette-bread', 150, 160, 200, 20],
        ['grapes', -180, 150, 120, -12],
      ],
      { sprinkle: ['grapes', 'snowflake'], title: 'Terrine de foie gras mi-cuit' },
    ),
  comte: () =>
    productImage(
      'comte',
      'fromages',
      [
        ['cheese-wedge', -30, 10, 440, -6],
        ['cheese-wedge', 170, 140, 170, 14],
      ],
      { sprinkle: ['grapes', 'herb'], title: 'Comté AOP 18 mois' },
    ),
  'fromages-coupe': () =>
    productImage(
      'fromages-coupe',
      'fromages',
      [
        ['cheese-wedge', -130, 40, 300, -10],
        ['cheese-wedge', 110, 0, 330, 8],
        ['butter', 0, 170, 180],
        ['grapes', 200, 160, 120, -20],
      ],
      { sprinkle: ['cow', 'goat'], title: 'Fromages à la coupe' },
    ),
  beurre: () =>
    productImage(
      'beurre',
      'fromages',
      [
        ['butter', 0, 30, 420],
        ['glass-of-milk', 180, -110, 150, 6],
      ],
      { sprinkle: ['cow', 'herb'], title: 'Beurre de baratte demi-sel' },
    ),
  oeufs: () =>
    productImage(
      'oeufs',
      'fromages',
      [
        ['egg', -110, 60, 250, -14],
        ['egg', 110, 70, 240, 12],
        ['egg', 0, -80, 260, 2],
        ['herb', 190, -130, 130, 25],
      ],
      { sprinkle: ['herb', 'blossom'], title: 'Œufs fermiers plein air' },
    ),
  tomates: () =>
    productImage(
      'tomates',
      'legumes',
      [
        ['tomato', -110, 40, 250, -8],
        ['tomato', 110, 60, 230, 10],
        ['tomato', 0, -90, 240],
        ['herb', 170, -140, 120, 30],
      ],
      { sprinkle: ['leafy-green', 'herb'], title: 'Tomates anciennes' },
    ),
  pommes: () =>
    productImage(
      'pommes',
      'legumes',
      [
        ['red-apple', -100, 40, 260, -6],
        ['green-apple', 110, 50, 240, 8],
        ['red-apple', 10, -100, 220, 4],
      ],
      { sprinkle: ['fallen-leaf', 'blossom'], title: 'Pommes du Vivarais' },
    ),
  'panier-saison': () =>
    productImage(
      'panier-saison',
      'legumes',
      [
        ['leafy-green', -90, -120, 190, -20],
        ['carrot', 60, -140, 180, 25],
        ['tomato', 130, -60, 130],
        ['eggplant', -150, -40, 150, -40],
        ['basket', 0, 80, 400],
      ],
      { sprinkle: ['carrot', 'tomato', 'leafy-green'], title: 'Panier de saison' },
    ),
  fraises: () =>
    productImage(
      'fraises',
      'legumes',
      [
        ['strawberry', -100, 50, 240, -12],
        ['strawberry', 100, 50, 220, 14],
        ['strawberry', 0, -90, 230],
      ],
      { sprinkle: ['strawberry', 'blossom'], title: 'Fraises de Carpentras' },
    ),
  'jus-pomme': () =>
    productImage(
      'jus-pomme',
      'boissons',
      [
        ['glass-of-milk', -40, 0, 400, 0, { recolour: JUICE }],
        ['red-apple', 160, 150, 150, 10],
        ['green-apple', 220, 70, 110, -10],
      ],
      { sprinkle: ['red-apple', 'fallen-leaf'], title: 'Jus de pomme artisanal' },
    ),
  'vin-rouge': () =>
    productImage(
      'vin-rouge',
      'boissons',
      [
        ['wine-glass', -60, -10, 400, -4],
        ['grapes', 150, 140, 180, 12],
      ],
      { sprinkle: ['grapes', 'fallen-leaf'], title: 'Côtes-du-Rhône rouge' },
    ),
  biere: () =>
    productImage(
      'biere',
      'boissons',
      [
        ['beer-mug', 0, 10, 420],
        ['sheaf-of-rice', 180, 120, 160, 15],
      ],
      { sprinkle: ['sheaf-of-rice', 'fallen-leaf'], title: 'Bière blonde de Lyon' },
    ),
};
