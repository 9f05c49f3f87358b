import { Store } from 'lucide-react';
import { useCurrentSite } from '@/components/admin/session/current-site-context';
import { useSignedInUser } from '@/components/admin/session/use-session';
import { CurrentSitePicker } from './current-site-picker';
import {
  SidebarBrand,
  SidebarBrandMark,
  SidebarBrandName,
  SidebarBrandTagline,
  SidebarBrandText,
  SidebarHeaderPart,
  SidebarSite,
  SidebarSiteLabel,
  SidebarSiteName,
} from './sidebar-parts';

export function SidebarHeader({ iconOnly, onNavigate }: { iconOnly: boolean; onNavigate?: (() => void) | undefined }) {
  const { site, status } = useCurrentSite();
  const { role } = useSignedInUser();
  const siteName = status === 'loading' ? 'Chargement du site…' : (site?.name ?? 'Aucun site sélectionné');
  return (
    <SidebarHeaderPart>
      <SidebarBrand>
        <SidebarBrandMark aria-hidden="true">
          <Store size={18} />
        </SidebarBrandMark>
        {!iconOnly && (
          <SidebarBrandText>
            <SidebarBrandName>Comptoir</SidebarBrandName>
            <SidebarBrandTagline>Administration</SidebarBrandTagline>
          </SidebarBrandText>
        )}
      </SidebarBrand>
      {!iconOnly &&
        (role === 'admin' ? (
          <CurrentSitePicker label={siteName} onChosen={onNavigate} />
        ) : (
          <SidebarSite>
            <SidebarSiteLabel>Site actuel</SidebarSiteLabel>
            <SidebarSiteName>{siteName}</SidebarSiteName>
          </SidebarSite>
        ))}
    </SidebarHeaderPart>
  );
}
