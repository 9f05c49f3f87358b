import { createSystem, defaultBaseConfig, defineConfig, mergeConfigs, type SystemContext } from '@chakra-ui/react';
import {
  animationStyles,
  badgeRecipe,
  breakpoints,
  buttonRecipe,
  globalCss,
  containerRecipe,
  headingRecipe,
  iconRecipe,
  inputRecipe,
  keyframes,
  layerStyles,
  linkRecipe,
  semanticTokens,
  separatorRecipe,
  skeletonRecipe,
  spinnerRecipe,
  textStyles,
  textareaRecipe,
  tokens,
  alertSlotRecipe,
  cardSlotRecipe,
  fieldSlotRecipe,
  nativeSelectSlotRecipe,
  tabsSlotRecipe,
  toastSlotRecipe,
} from '@chakra-ui/react/theme';
// Relative: the tests' and scripts' builds import this file without the app's alias.
import { PAGE_FONTS } from '../../lib/page-fonts';

/**
 * Chakra's colour palettes no screen uses: left out of the system, whose making (at every start of
 * the back office and every page’s hydration) costs about a quarter less without them (Palette).
 */
const UNUSED_PALETTES = new Set(['cyan', 'purple', 'pink']);

/** The colour palettes a component can be given (`colorPalette`): Chakra's, less the unused, and the site's. */
export type Palette = 'gray' | 'red' | 'orange' | 'yellow' | 'green' | 'teal' | 'blue' | 'brand';

const usedPalettes = <T extends object>(colors: T): T =>
  Object.fromEntries(Object.entries(colors).filter(([name]) => !UNUSED_PALETTES.has(name))) as T;

/**
 * Only the recipes the public site uses (a slim system keeps Chakra at about +34 KB instead of
 * +64; see docs/architecture.md). The back office extends it with its own recipes in its lazy chunk.
 */
export const themeConfig = defineConfig({
  preflight: true,
  cssVarsPrefix: 'ck',
  cssVarsRoot: ':where(html, .chakra-theme)',
  globalCss: {
    ...globalCss,
    'html, body': { fontFamily: 'body', color: 'fg', bg: 'bg', lineHeight: '1.6' },
    '*::selection': { bg: 'brand.muted' },
    // A press held until the page's app has loaded (web/src/lib/hydration/early-actions.ts).
    ':is(button, [role="button"], label)[aria-busy="true"]': { cursor: 'progress', opacity: 0.6 },
  },
  theme: {
    breakpoints,
    keyframes,
    tokens: {
      ...tokens,
      colors: usedPalettes(tokens.colors),
      fonts: {
        // Each page font, then its fallbacks sized like it (web/src/styles/font-fallbacks.css), which
        // the text shows in until the page is given its fonts (web/src/lib/page-fonts.ts).
        heading: { value: `'${PAGE_FONTS.heading}', {fonts.headingFallback}` },
        headingFallback: { value: "'Fraunces Fallback', 'Fraunces Fallback Noto', Georgia, serif" },
        body: { value: `'${PAGE_FONTS.body}', {fonts.bodyFallback}` },
        bodyFallback: {
          value: "'Inter Fallback', 'Inter Fallback Roboto', system-ui, -apple-system, 'Segoe UI', sans-serif",
        },
        mono: { value: 'ui-monospace, SFMono-Regular, Menlo, monospace' },
      },
    },
    semanticTokens: {
      ...semanticTokens,
      colors: {
        ...usedPalettes(semanticTokens.colors),
        fg: {
          ...semanticTokens.colors.fg,
          /** Chakra's red.500 reads at 3.8:1 on white; form errors need 4.5:1 (red.700: 6.5:1). */
          error: { value: { _light: '{colors.red.700}', _dark: '{colors.red.400}' } },
        },
        /** The site's appearance, as CSS variables set by <SiteTheme> (defaults in index.html). */
        brand: {
          solid: { value: 'var(--site-secondary)' },
          contrast: { value: 'var(--site-secondary-contrast)' },
          fg: { value: 'var(--site-secondary-text)' },
          muted: { value: 'color-mix(in srgb, var(--site-accent) 40%, white)' },
          subtle: { value: 'color-mix(in srgb, var(--site-accent) 16%, white)' },
          emphasized: { value: 'color-mix(in srgb, var(--site-accent) 55%, white)' },
          focusRing: { value: 'var(--site-primary)' },
          primary: { value: 'var(--site-primary)' },
          primaryContrast: { value: 'var(--site-primary-contrast)' },
          accent: { value: 'var(--site-accent)' },
          icon: { value: 'var(--site-icon)' },
          iconContrast: { value: 'var(--site-icon-contrast)' },
        },
        cream: { value: '#fbf8f3' },
      },
    },
    textStyles,
    layerStyles,
    animationStyles,
    recipes: {
      badge: badgeRecipe,
      button: buttonRecipe,
      container: containerRecipe,
      heading: headingRecipe,
      icon: iconRecipe,
      input: inputRecipe,
      link: linkRecipe,
      separator: separatorRecipe,
      skeleton: skeletonRecipe,
      spinner: spinnerRecipe,
      textarea: textareaRecipe,
    },
    slotRecipes: {
      alert: alertSlotRecipe,
      card: cardSlotRecipe,
      field: fieldSlotRecipe,
      nativeSelect: nativeSelectSlotRecipe,
      tabs: tabsSlotRecipe,
      toast: toastSlotRecipe,
    },
  },
});

let made: SystemContext | undefined;

/**
 * The public pages' system, made on first use: the back office, opened first, makes only its own
 * (admin-system.ts, a superset) — making a system costs about 0.2 s at 4× CPU.
 */
export const publicSystem = (): SystemContext => (made ??= createSystem(mergeConfigs(defaultBaseConfig, themeConfig)));
