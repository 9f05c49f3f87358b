/**
 * Comptoir's mark, a shop front under its awning. SiteHeader takes an image URL, so the SVG travels
 * as a data URI: no request, no file to deploy. Fixed colours: an <img> cannot read CSS variables.
 */
const SVG = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 40 40">
<rect width="40" height="40" rx="11" fill="#2e7d32"/>
<path d="M11 9h18l3 7H8z" fill="#fbf8f3"/>
<path d="M8 16h6a3 3 0 0 1-6 0zm12 0h6a3 3 0 0 1-6 0z" fill="#fbf8f3"/>
<path d="M14 16h6a3 3 0 0 1-6 0zm12 0h6a3 3 0 0 1-6 0z" fill="#81c784"/>
<path d="M16 9l-1.5 7M24 9l1.5 7" stroke="#81c784" stroke-width="2"/>
<path d="M11 21.5V31h18v-9.5" stroke="#fbf8f3" stroke-width="2.2" fill="none" stroke-linejoin="round"/>
<rect x="17.5" y="24" width="5" height="7" rx="1" fill="#fbf8f3"/>
</svg>`;

export const BRAND_MARK_URL = `data:image/svg+xml,${encodeURIComponent(SVG)}`;
