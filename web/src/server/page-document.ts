import { SNAPSHOT_ID } from '@/lib/page-snapshot';

export interface PageParts {
  /** Title, description, link previews (replace the app shell's own). */
  head: string;
  /** The critical CSS of what was rendered and the site's colours (after the shell's defaults). */
  styles: string;
  /** The rendered app, hydrated in place. */
  body: string;
  /** The data the render read (script-safe JSON), or null for a page that must not hydrate from it. */
  snapshot: string | null;
}

/** A marked part of the shell, with the white space around it (no stray text beside the hydrated app). */
const between = (name: string) => new RegExp(`\\s*<!--${name}-->[\\s\\S]*?<!--/${name}-->\\s*`);

/** Fills the built app shell (index.html and its markers) with a rendered page. */
export function pageDocument(template: string, parts: PageParts): string {
  for (const marker of ['<!--page-meta-->', '<!--page-body-->', '<!--page-data-->']) {
    if (!template.includes(marker)) throw new Error(`App shell without ${marker}`);
  }
  const data = parts.snapshot ? `<script id="${SNAPSHOT_ID}" type="application/json">${parts.snapshot}</script>` : '';
  // Functions as replacements: a '$' in the content is never read as a pattern.
  return (
    template
      .replace(between('page-meta'), () => `\n    ${parts.head}\n    `)
      // The back office's start (its shell's preloads): not a public page's.
      .replace(between('back-office'), () => '\n  ')
      .replace('</head>', () => `${parts.styles}\n  </head>`)
      .replace(between('page-body'), () => parts.body)
      .replace('<!--page-data-->', () => data)
  );
}
