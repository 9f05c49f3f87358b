const HTML_ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

/** Visitor text goes into the HTML body as text, never as markup. */
export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (char) => HTML_ESCAPES[char] ?? char);
}

/** Header values (subject, addresses) on one line: a CR or LF would let a visitor inject headers. */
export function headerValue(value: string, max = 250): string {
  return value
    .replace(/[\r\n]+/g, ' ')
    .trim()
    .slice(0, max);
}

export const NOT_PROVIDED = 'Non renseigné';

/** One line of the email: a label and the value, or 'Non renseigné' for an empty optional field. */
export interface EmailField {
  label: string;
  value: string | number | null;
}

function shown(value: string | number | null): string {
  const text = value === null ? '' : String(value).trim();
  return text === '' ? NOT_PROVIDED : text;
}

export function fieldsAsText(fields: readonly EmailField[]): string {
  return fields.map(({ label, value }) => `${label}\u00a0: ${shown(value)}`).join('\n');
}

export function fieldsAsHtml(fields: readonly EmailField[]): string {
  const rows = fields
    .map(
      ({ label, value }) =>
        `<tr><th align="left" style="padding:4px 12px 4px 0">${escapeHtml(label)}</th>` +
        `<td style="padding:4px 0">${escapeHtml(shown(value))}</td></tr>`,
    )
    .join('');
  return `<table role="presentation" style="border-collapse:collapse">${rows}</table>`;
}

/** A free-text block (the visitor's message) with its line breaks kept. */
export function paragraphHtml(text: string): string {
  return `<p style="white-space:pre-wrap">${escapeHtml(text)}</p>`;
}
