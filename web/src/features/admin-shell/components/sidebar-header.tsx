import type { SystemStyleObject } from '@chakra-ui/react';
import { Store } from 'lucide-react';
import { useCurrentSite } from '@/components/admin/session/current-site-context';
import { useSignedInUser } from '@/components/admin/session/use-session';
import { useStaticClass } from '@/components/ui/use-static-class';
import { CurrentSitePicker } from './current-site-picker';

// Drawn before every screen: plain elements with classes resolved once (useStaticClass).
const headerStyles = {
  display: 'flex',
  flexDirection: 'column',
  gap: '3',
  px: '2',
  '& p': { m: '0' },
} satisfies SystemStyleObject;
const iconOnlyHeaderStyles = { ...headerStyles, px: '0', alignItems: 'center' } satisfies SystemStyleObject;
const brandStyles = {
  display: 'flex',
  alignItems: 'center',
  gap: '2.5',
  '& > span': {
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'center',
    boxSize: '8',
    flexShrink: 0,
    borderRadius: 'md',
    bg: 'brand.solid',
    color: 'brand.contrast',
  },
  '& strong': { display: 'block', fontWeight: 'bold', lineHeight: 'short' },
  '& small': { display: 'block', fontSize: 'xs', color: 'fg.muted' },
} satisfies SystemStyleObject;
const siteStyles = {
  minW: '0',
  borderWidth: '1px',
  borderRadius: 'md',
  px: '3',
  py: '2',
  bg: 'bg',
  '& small': { display: 'block', fontSize: 'xs', color: 'fg.muted' },
  '& p': { fontSize: 'sm', fontWeight: 'medium', truncate: true },
} satisfies SystemStyleObject;

export function SidebarHeader({ iconOnly, onNavigate }: { iconOnly: boolean; onNavigate?: (() => void) | undefined }) {
  const { site, status } = useCurrentSite();
  const { role } = useSignedInUser();
  const siteName = status === 'loading' ? 'Chargement du site…' : (site?.name ?? 'Aucun site sélectionné');
  const headerClass = useStaticClass(iconOnly ? iconOnlyHeaderStyles : headerStyles);
  const brandClass = useStaticClass(brandStyles);
  const siteClass = useStaticClass(siteStyles);
  return (
    <div className={headerClass}>
      <div className={brandClass}>
        <span aria-hidden="true">
          <Store size={18} />
        </span>
        {!iconOnly && (
          <p>
            <strong>Comptoir</strong>
            <small>Administration</small>
          </p>
        )}
      </div>
      {!iconOnly &&
        (role === 'admin' ? (
          <CurrentSitePicker label={siteName} onChosen={onNavigate} />
        ) : (
          <div className={siteClass}>
            <small>Site actuel</small>
            <p>{siteName}</p>
          </div>
        ))}
    </div>
  );
}
