/** A vowel, with or without accent, ligatures included (h is left alone: « de Honfleur »). */
const STARTS_WITH_VOWEL = /^[aeiouyàâäéèêëîïôöùûüÿæœ]/i;

/** « de » before a name, elided before a vowel: « d’Épicerie du Marché », « de Traiteur Saveurs ». */
export function deName(name: string): string {
  const trimmed = name.trim();
  return STARTS_WITH_VOWEL.test(trimmed) ? `d’${trimmed}` : `de ${trimmed}`;
}

/** The article alone, for a sentence that styles the name apart (« de » + space, or « d’ »). */
export const dePrefix = (name: string): string => (STARTS_WITH_VOWEL.test(name.trim()) ? 'd’' : 'de ');
