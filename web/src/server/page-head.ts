import { imageSrcSet } from '@comptoir/core';
import { PAGE_IMAGE_SIZES } from '@/lib/render-context';
import { escapeHtml } from './html-escape';

export interface PageHead {
  /** 'Produits — Épicerie du Marché'. */
  title: string;
  description: string;
  /** The page's address on the shop's own domain. */
  canonical: string;
  /** The shop's (or the platform's) name, for link previews. */
  siteName: string;
  /** Absolute address of the preview image (the page's hero, else the logo). */
  image: string | null;
  /** The hero image, fetched before anything else: it is the page's largest paint. */
  preloadImage: string | null;
}

const meta = (attribute: 'name' | 'property', key: string, content: string) =>
  `<meta ${attribute}="${key}" content="${escapeHtml(content)}" />`;

/** Custom properties from the site's validated colours; anything else could end the style element. */
const SAFE_VALUE = /^[#\w\s.,()%-]+$/;

/** The site's colours on :root, before any script runs (after the app shell's defaults). */
export function themeStyle(variables: Record<string, string>): string {
  const declarations = Object.entries(variables)
    .filter(([name, value]) => /^--[\w-]+$/.test(name) && SAFE_VALUE.test(value))
    .map(([name, value]) => `${name}:${value}`)
    .join(';');
  return declarations ? `<style>:root{${declarations}}</style>` : '';
}

/** The head of a server-rendered page: title, description, canonical, link previews, preload. */
export function pageHeadHtml(head: PageHead): string {
  const tags = [
    `<title>${escapeHtml(head.title)}</title>`,
    meta('name', 'description', head.description),
    `<link rel="canonical" href="${escapeHtml(head.canonical)}" />`,
    meta('property', 'og:type', 'website'),
    meta('property', 'og:locale', 'fr_FR'),
    meta('property', 'og:site_name', head.siteName),
    meta('property', 'og:title', head.title),
    meta('property', 'og:description', head.description),
    meta('property', 'og:url', head.canonical),
    meta('name', 'twitter:card', head.image ? 'summary_large_image' : 'summary'),
    meta('name', 'twitter:title', head.title),
    meta('name', 'twitter:description', head.description),
  ];
  if (head.image) tags.push(meta('property', 'og:image', head.image), meta('name', 'twitter:image', head.image));
  if (head.preloadImage) {
    // A sized image: the browser picks the width for its viewport, as the page's <img> will.
    const srcSet = imageSrcSet(head.preloadImage);
    const widths = srcSet ? ` imagesrcset="${escapeHtml(srcSet)}" imagesizes="${PAGE_IMAGE_SIZES}"` : '';
    tags.push(
      `<link rel="preload" as="image" href="${escapeHtml(head.preloadImage)}"${widths} fetchpriority="high" />`,
    );
  }
  return tags.join('\n    ');
}
