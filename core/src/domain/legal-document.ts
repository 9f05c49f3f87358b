/**
 * A generated legal page (legal notice, privacy policy) as plain data: the web app renders it and
 * the tests read it. Nothing in it is invented: a detail nobody has filled in is left out.
 */
export interface LegalFact {
  label: string;
  value: string;
  /** mailto:, tel: or https: link for the value. */
  href?: string;
}

export type LegalBlock =
  | { kind: 'text'; text: string }
  | { kind: 'list'; items: string[] }
  | { kind: 'facts'; facts: LegalFact[] }
  /** A paragraph ending with a link (to the privacy policy, to the CNIL). */
  | { kind: 'link'; text: string; label: string; href: string };

export interface LegalSection {
  heading: string;
  blocks: LegalBlock[];
}

export interface LegalDocument {
  title: string;
  intro: string;
  sections: LegalSection[];
}

/** Facts with a value, in order; empty values are dropped, never replaced by a placeholder. */
export function facts(entries: ReadonlyArray<LegalFact | false>): LegalFact[] {
  return entries.filter((entry): entry is LegalFact => entry !== false && entry.value.trim() !== '');
}

export const emailFact = (label: string, email: string): LegalFact => ({
  label,
  value: email,
  href: `mailto:${email}`,
});

export const phoneFact = (label: string, phone: string): LegalFact => ({
  label,
  value: phone,
  href: `tel:${phone.replace(/[^\d+]/g, '')}`,
});

/** A section only when it has something to say. */
export function section(heading: string, blocks: ReadonlyArray<LegalBlock | false>): LegalSection[] {
  const kept = blocks.filter(
    (block): block is LegalBlock => block !== false && (block.kind !== 'facts' || block.facts.length > 0),
  );
  return kept.length > 0 ? [{ heading, blocks: kept }] : [];
}

/** '81234567100018' → '812 345 671 00018', as the SIRET is usually printed. */
export function formatSiret(siret: string): string {
  return siret.length === 14
    ? `${siret.slice(0, 3)} ${siret.slice(3, 6)} ${siret.slice(6, 9)} ${siret.slice(9)}`
    : siret;
}

/** 36 → '3 ans', 6 → '6 mois', 12 → '1 an'. */
export function retentionText(months: number): string {
  if (months % 12 !== 0) return `${months}\u00a0mois`;
  const years = months / 12;
  return years === 1 ? '1\u00a0an' : `${years}\u00a0ans`;
}
