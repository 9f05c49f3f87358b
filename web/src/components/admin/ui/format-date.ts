const DATE = new Intl.DateTimeFormat('fr-FR', {
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
  timeZone: 'Europe/Paris',
});

/** Back-office dates in fr-FR, on the shops' time zone: '14/03/2025'. */
export function formatDateFr(date: Date): string {
  return DATE.format(date);
}
