import { Link as ChakraLink, type LinkProps } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router';
import { useSite } from './site-context';

/** A link inside the shop site: keeps the site in the URL when the domain does not name it. */
export function SiteLink({ to, children, ...props }: LinkProps & { to: string }) {
  const { path } = useSite();
  return (
    <ChakraLink asChild {...props}>
      <RouterLink to={path(to)}>{children}</RouterLink>
    </ChakraLink>
  );
}
