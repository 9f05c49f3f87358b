/** One of Emotion's critical style chunks of a render (`extractCriticalToChunks`). */
export interface StyleChunk {
  key: string;
  ids: string[];
  css: string;
}

const TOKEN_DECLARATION = /(--ck-[\w-]+)\s*:([^;{}]*);/g;
const TOKEN_REFERENCE = /var\(\s*(--ck-[\w-]+)/g;
const KEYFRAMES = /@(?:-webkit-)?keyframes\s+([\w-]+)\s*\{(?:[^{}]*\{[^{}]*\})*[^{}]*\}/g;

const references = (text: string) => [...text.matchAll(TOKEN_REFERENCE)].map(([, name]) => name as string);

/** The design tokens (CSS variables) the page uses, directly or through another token. */
function usedTokens(globalCss: string, pageText: string): Set<string> {
  const values = new Map<string, string[]>();
  for (const [, name, value] of globalCss.matchAll(TOKEN_DECLARATION))
    values.set(name as string, [...(values.get(name as string) ?? []), value as string]);
  const used = new Set(references(globalCss.replace(TOKEN_DECLARATION, '') + pageText));
  const pending = [...used];
  for (let name = pending.pop(); name !== undefined; name = pending.pop())
    for (const value of values.get(name) ?? [])
      for (const reference of references(value))
        if (!used.has(reference)) {
          used.add(reference);
          pending.push(reference);
        }
  return used;
}

/**
 * The style elements of a rendered page. Chakra's global styles declare every design token and
 * animation (45 KB); the page's first paint needs a fraction of them: the others are left out of
 * the page. Those global elements are marked so that Emotion does not adopt them when the app
 * hydrates: it inserts the complete global styles then, for what the app shows next.
 */
export function pageStyleTags(chunks: readonly StyleChunk[], html: string): string {
  const globalCss = chunks.filter((chunk) => chunk.key.endsWith('-global')).map((chunk) => chunk.css);
  const ownCss = chunks.filter((chunk) => !chunk.key.endsWith('-global')).map((chunk) => chunk.css);
  const tokens = usedTokens(globalCss.join(''), ownCss.join('') + html);
  const trimmed = chunks.map((chunk) => {
    if (!chunk.key.endsWith('-global')) return chunk;
    const css = chunk.css.replace(TOKEN_DECLARATION, (declaration, name: string) =>
      tokens.has(name) ? declaration : '',
    );
    return { ...chunk, key: `${chunk.key}-page`, css };
  });
  const withoutKeyframes = trimmed.map((chunk) => chunk.css.replace(KEYFRAMES, '')).join('') + html;
  return trimmed
    .map(({ key, ids, css }) => {
      const kept = key.endsWith('-global-page')
        ? css.replace(KEYFRAMES, (block, name: string) =>
            new RegExp(`\\b${name}\\b`).test(withoutKeyframes) ? block : '',
          )
        : css;
      return `<style data-emotion="${key} ${ids.join(' ')}">${kept}</style>`;
    })
    .join('');
}
