export interface Reply {
  to: string;
  subject: string;
  /** Who wrote: 'Bonjour Camille,'. */
  firstName: string;
  /** When the request was received, quoted under the answer. */
  receivedAt: Date;
  /** The request as the visitor sent it, quoted line by line. */
  quoted: string;
}

const DAY = new Intl.DateTimeFormat('fr-FR', { dateStyle: 'long', timeZone: 'Europe/Paris' });

/** The owner's answer as a mailto link: the mail client opens with the address, subject and request quoted. */
export function replyHref({ to, subject, firstName, receivedAt, quoted }: Reply): string {
  const quote = quoted
    .split(/\r?\n/)
    .map((line) => `> ${line}`)
    .join('\n');
  const body = `Bonjour ${firstName},\n\n\n\nLe ${DAY.format(receivedAt)}, vous nous avez écrit\u00a0:\n${quote}\n`;
  return `mailto:${encodeURIComponent(to).replace('%40', '@')}?subject=${encodeURIComponent(subject)}&body=${encodeURIComponent(body)}`;
}
