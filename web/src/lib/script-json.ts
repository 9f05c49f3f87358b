const UNSAFE: Record<string, string> = {
  '<': '\\u003c',
  '>': '\\u003e',
  '&': '\\u0026',
  '\u2028': '\\u2028',
  '\u2029': '\\u2029',
};

/**
 * JSON to place inside a <script> element: whatever a visitor or an owner typed (`</script>`,
 * `<!--`, U+2028) stays a string and can never close the element or open a comment.
 */
export function scriptJson(value: unknown, replacer?: (this: unknown, key: string, value: unknown) => unknown): string {
  return JSON.stringify(value, replacer).replace(/[<>&\u2028\u2029]/g, (character) => UNSAFE[character] ?? character);
}
