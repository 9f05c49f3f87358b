/** Saves text as a file on the user's device (the browser's download). */
export function downloadFile(name: string, content: string, type: string): void {
  const url = URL.createObjectURL(new Blob([content], { type }));
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  link.click();
  URL.revokeObjectURL(url);
}

/** What a CSV export is saved as (French Excel reads its byte order mark). */
export const CSV_TYPE = 'text/csv;charset=utf-8';
