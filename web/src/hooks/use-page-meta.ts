import { useEffect } from 'react';

function setMeta(name: string, content: string): void {
  let tag = document.head.querySelector<HTMLMetaElement>(`meta[name="${name}"]`);
  if (!tag) {
    tag = document.createElement('meta');
    tag.name = name;
    document.head.appendChild(tag);
  }
  tag.content = content;
}

/** Document title ('Produits — Épicerie du Marché') and meta description of a page. */
export function usePageMeta(title: string, description?: string, siteName?: string): void {
  useEffect(() => {
    document.title = siteName ? `${title} — ${siteName}` : title;
    if (description) setMeta('description', description);
  }, [title, description, siteName]);
}
