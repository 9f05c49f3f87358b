import { createSlotRecipeContext, type HTMLChakraProps } from '@chakra-ui/react';
import { Link as RouterLink, type LinkProps } from 'react-router';

// Styled by the back office's `adminSidebar` slot recipe (components/admin/ui/recipes/shell.ts):
// the panel takes `iconOnly` and every part inside follows it.
const { withProvider, withContext } = createSlotRecipeContext({ key: 'adminSidebar' });

type Part<T extends keyof React.JSX.IntrinsicElements> = HTMLChakraProps<T>;
const part = <E, T extends keyof React.JSX.IntrinsicElements>(tag: T, slot: string) =>
  withContext<E, Part<T>>(tag, slot);

export const SidebarPanel = withProvider<HTMLDivElement, Part<'div'> & { iconOnly?: boolean }>('div', 'panel');
export const SidebarHeaderPart = part<HTMLDivElement, 'div'>('div', 'header');
export const SidebarBrand = part<HTMLDivElement, 'div'>('div', 'brand');
export const SidebarBrandMark = part<HTMLSpanElement, 'span'>('span', 'brandMark');
export const SidebarBrandText = part<HTMLParagraphElement, 'p'>('p', 'brandText');
export const SidebarBrandName = part<HTMLElement, 'strong'>('strong', 'brandName');
export const SidebarBrandTagline = part<HTMLElement, 'small'>('small', 'brandTagline');
export const SidebarSite = part<HTMLDivElement, 'div'>('div', 'site');
export const SidebarSiteLabel = part<HTMLElement, 'small'>('small', 'siteLabel');
export const SidebarSiteName = part<HTMLParagraphElement, 'p'>('p', 'siteName');
export const SidebarNav = part<HTMLElement, 'nav'>('nav', 'nav');
export const SidebarGroupToggle = part<HTMLButtonElement, 'button'>('button', 'groupToggle');
/** The group's chevron, given as its child (`asChild`), turned while the group is open (`data-state="open"`). */
export const SidebarGroupChevron = part<SVGSVGElement, 'svg'>('svg', 'groupChevron');
export const SidebarGroupList = part<HTMLUListElement, 'ul'>('ul', 'groupList');
export const SidebarLinkPart = withContext<HTMLAnchorElement, LinkProps & HTMLChakraProps<'a'>>(RouterLink, 'link');
/** A link's icon, given as its child (`asChild`). */
export const SidebarLinkIcon = part<SVGSVGElement, 'svg'>('svg', 'linkIcon');
export const SidebarLinkLabel = part<HTMLSpanElement, 'span'>('span', 'linkLabel');
export const SidebarFooterPart = part<HTMLDivElement, 'div'>('div', 'footer');
export const SidebarAccount = part<HTMLDivElement, 'div'>('div', 'account');
export const SidebarAccountText = part<HTMLDivElement, 'div'>('div', 'accountText');
export const SidebarAccountEmail = part<HTMLParagraphElement, 'p'>('p', 'accountEmail');
export const SidebarAccountRole = part<HTMLParagraphElement, 'p'>('p', 'accountRole');
