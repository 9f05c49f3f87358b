import { describe, expect, it } from 'vitest';
import { pageStyleTags } from './page-styles';

const GLOBAL =
  '@layer tokens{:where(html){--ck-colors-red-500:#ef4444;--ck-colors-green-600:#16a34a;--ck-colors-fg:var(--ck-colors-gray-900);--ck-colors-gray-900:#18181b;--ck-spacing-4:1rem;--ck-animations-spin:spin 1s linear infinite;}}' +
  '@layer base{@-webkit-keyframes spin{to{transform:rotate(360deg);}}@keyframes spin{to{transform:rotate(360deg);}}@keyframes pulse{50%{opacity:0.5;}}@keyframes fade-in{from{opacity:0;}to{opacity:1;}}body{color:var(--ck-colors-fg);}}';
const OWN =
  '.css-a1{padding:var(--ck-spacing-4);animation:fade-in 0.2s;}.css-b2{--ck-colors-color-palette-fg:var(--ck-colors-green-600);}';

const tags = (html = '<div class="css-a1 css-b2"></div>') =>
  pageStyleTags(
    [
      { key: 'css-global', ids: ['1oozapd'], css: GLOBAL },
      { key: 'css', ids: ['a1', 'b2'], css: OWN },
    ],
    html,
  );

describe('pageStyleTags', () => {
  it('keeps the tokens the page uses, directly, through another token or from the global rules', () => {
    const css = tags();
    expect(css).toContain('--ck-spacing-4:1rem;');
    expect(css).toContain('--ck-colors-green-600:#16a34a;');
    expect(css).toContain('--ck-colors-fg:var(--ck-colors-gray-900);');
    expect(css).toContain('--ck-colors-gray-900:#18181b;');
    expect(css).toContain('body{color:var(--ck-colors-fg);}');
  });

  it('leaves out the tokens and animations nothing on the page uses', () => {
    const css = tags();
    expect(css).not.toContain('--ck-colors-red-500');
    expect(css).not.toContain('--ck-animations-spin');
    expect(css).not.toContain('keyframes spin');
    expect(css).not.toContain('keyframes pulse');
    expect(css).toContain('@keyframes fade-in{from{opacity:0;}to{opacity:1;}}');
  });

  it('keeps what an inline style of the page uses', () => {
    const css = tags('<div style="--x:var(--ck-colors-red-500)"></div>');
    expect(css).toContain('--ck-colors-red-500:#ef4444;');
  });

  it('marks the trimmed global styles so that the hydrating app inserts its complete ones, and keeps the page’s own as Emotion adopts them', () => {
    const css = tags();
    expect(css).toMatch(/^<style data-emotion="css-global-page 1oozapd">@layer tokens/);
    expect(css).toContain(`<style data-emotion="css a1 b2">${OWN}</style>`);
  });
});
