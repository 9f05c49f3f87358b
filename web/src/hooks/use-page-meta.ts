import { useEffect } from 'react';
import { useRenderEnvironment } from '@/lib/render-context';

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
  const fullTitle = siteName ? `${title} — ${siteName}` : title;
  useRenderEnvironment().record?.describe(fullTitle, description);
  useEffect(() => {
    document.title = fullTitle;
    if (description) setMeta('description', description);
  }, [fullTitle, description]);
}
