/** Pages kept per instance: enough for a few shops' pages, small next to the instance's memory. */
const MAX_PAGES = 200;

/** The last page rendered well for each address: served again while the data cannot be read. */
export class LastGoodPages {
  private readonly pages = new Map<string, { html: string; status: number }>();

  constructor(private readonly max = MAX_PAGES) {}

  remember(key: string, html: string, status: number): void {
    this.pages.delete(key);
    this.pages.set(key, { html, status });
    if (this.pages.size > this.max) this.pages.delete(this.pages.keys().next().value as string);
  }

  recall(key: string): { html: string; status: number } | undefined {
    return this.pages.get(key);
  }
}
