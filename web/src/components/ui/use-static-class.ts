import { useChakraContext, type SystemContext, type SystemStyleObject } from '@chakra-ui/react';
import { __unsafe_useEmotionCache } from '@emotion/react';
import { serializeStyles, type SerializedStyles } from '@emotion/serialize';
import { insertStyles } from '@emotion/utils';

const resolved = new WeakMap<SystemContext, WeakMap<SystemStyleObject, SerializedStyles>>();

/**
 * The class of styles that never change (a module's constant), resolved once per system. A Chakra
 * element resolves its style props at every render (tokens, conditions, a hash of the whole object,
 * the CSS text and its hash): for the dozens of elements of the back office's sidebar, drawn before
 * every screen's first content, that was most of the shell's start (docs/performance.md). The styles
 * are Chakra's own (tokens, `_hover`, `focusRing`…); only an object's identity is the key, so it must
 * not be changed once used.
 */
export function useStaticClass(styles: SystemStyleObject): string {
  const system = useChakraContext();
  const cache = __unsafe_useEmotionCache();
  if (!cache) throw new Error('useStaticClass needs an Emotion cache (ChakraProvider)');
  let bySystem = resolved.get(system);
  if (!bySystem) resolved.set(system, (bySystem = new WeakMap()));
  let serialized = bySystem.get(styles);
  if (!serialized) bySystem.set(styles, (serialized = serializeStyles([system.css(styles)])));
  // Inserted once per cache (Emotion keeps what it inserted); a server render keeps the rules it
  // used (Emotion's critical styles).
  insertStyles(cache, serialized, true);
  return `${cache.key}-${serialized.name}`;
}
