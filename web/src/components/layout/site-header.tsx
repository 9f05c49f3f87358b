import { Box, Container, Flex, HStack, IconButton, Stack, Text } from '@chakra-ui/react';
import { Menu, X } from 'lucide-react';
import { useEffect, useId, useRef, useState, type ToggleEvent } from 'react';
import { useLocation } from 'react-router';
import { SafeImage } from './safe-image';
import { SmartLink } from './smart-link';

export interface NavLink {
  label: string;
  href: string;
  isExternal?: boolean;
}

export interface SiteHeaderProps {
  name: string;
  /** null: the name alone, without a logo (the platform's own pages). */
  logoUrl: string | null;
  homeHref: string;
  links: readonly NavLink[];
}

const pathOf = (href: string) => href.split(/[?#]/)[0] ?? href;

/**
 * Logo and name, navigation on desktop, a menu button under 768 px. The menu is a native popover:
 * it opens, and closes with Escape or a tap outside, before the page's app has even loaded (see
 * docs/architecture.md, "Hydration on demand"); once loaded, the app closes it after a choice.
 */
export function SiteHeader({ name, logoUrl, homeHref, links }: SiteHeaderProps) {
  const [open, setOpen] = useState(false);
  const menuId = useId();
  const header = useRef<HTMLElement>(null);
  const menu = useRef<HTMLElement>(null);
  const { pathname } = useLocation();
  const isCurrent = (href: string) => href.startsWith('/') && pathOf(href) === pathname;

  const onToggle = (event: ToggleEvent) => {
    const opening = event.newState === 'open';
    // Right under the header, wherever it is (a banner may sit above it).
    if (opening && header.current && menu.current)
      menu.current.style.top = `${header.current.getBoundingClientRect().bottom}px`;
    setOpen(opening);
  };
  // Opened before the app hydrated (its toggle went unheard): the button says so from the start.
  useEffect(() => {
    const element = menu.current;
    if (element && 'showPopover' in element && element.matches(':popover-open')) setOpen(true);
  }, []);

  const linkProps = (link: NavLink) => ({
    href: link.href,
    isExternal: link.isExternal,
    'aria-current': isCurrent(link.href) ? ('page' as const) : undefined,
    fontWeight: 'medium',
    color: isCurrent(link.href) ? 'brand.fg' : 'fg',
    _hover: { color: 'brand.fg', textDecoration: 'none' },
  });

  return (
    <Box
      ref={header}
      as="header"
      position="sticky"
      top="0"
      zIndex="sticky"
      bg="bg/95"
      backdropFilter="blur(8px)"
      borderBottomWidth="1px"
    >
      <Container maxW="6xl">
        <Flex h="16" align="center" justify="space-between" gap="4">
          <SmartLink
            href={homeHref}
            display="flex"
            alignItems="center"
            gap="3"
            _hover={{ textDecoration: 'none' }}
            minW="0"
          >
            {logoUrl !== null && (
              <SafeImage
                sizes="40px"
                src={logoUrl}
                alt=""
                width={40}
                height={40}
                boxSize="10"
                borderRadius="md"
                fit="contain"
                priority
              />
            )}
            <Text as="span" fontFamily="heading" fontSize={{ base: 'lg', md: 'xl' }} fontWeight="semibold" truncate>
              {name}
            </Text>
          </SmartLink>

          <HStack as="nav" aria-label="Navigation principale" gap="7" display={{ base: 'none', md: 'flex' }}>
            {links.map((link) => (
              <SmartLink key={link.href} {...linkProps(link)}>
                {link.label}
              </SmartLink>
            ))}
          </HStack>

          <IconButton
            display={{ base: 'inline-flex', md: 'none' }}
            variant="ghost"
            aria-label={open ? 'Fermer le menu' : 'Ouvrir le menu'}
            popoverTarget={menuId}
          >
            {open ? <X /> : <Menu />}
          </IconButton>
        </Flex>
      </Container>

      <Box
        ref={menu}
        id={menuId}
        as="nav"
        aria-label="Menu mobile"
        popover="auto"
        onToggle={onToggle}
        hideFrom="md"
        position="fixed"
        top="16"
        insetX="0"
        bottom="auto"
        w="full"
        m="0"
        p="0"
        color="fg"
        borderWidth="0"
        borderTopWidth="1px"
        bg="bg"
        shadow="md"
      >
        <Stack as="ul" listStyleType="none" py="2" px="4" gap="0">
          {links.map((link) => (
            <Box as="li" key={link.href}>
              <SmartLink {...linkProps(link)} display="block" py="3" onClick={() => menu.current?.hidePopover()}>
                {link.label}
              </SmartLink>
            </Box>
          ))}
        </Stack>
      </Box>
    </Box>
  );
}
