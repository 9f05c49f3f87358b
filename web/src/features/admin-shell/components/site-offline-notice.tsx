import { Alert } from '@chakra-ui/react';
import { useCurrentSite } from '@/components/admin/session/current-site-context';
import { useSignedInUser } from '@/components/admin/session/use-session';

/** Above every screen while the current site is deactivated: what visitors see, and that nothing is lost. */
export function SiteOfflineNotice() {
  const { site } = useCurrentSite();
  const user = useSignedInUser();
  if (site?.active !== false) return null;
  return (
    <Alert.Root status="warning" mb="5">
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Title>{`${site.name} est désactivé`}</Alert.Title>
        <Alert.Description>
          {user.role === 'admin'
            ? 'Ses visiteurs voient une page «\u00a0indisponible\u00a0». Son contenu est conservé\u00a0: réactivez-le depuis l’écran Sites.'
            : 'Ses visiteurs voient une page «\u00a0indisponible\u00a0». Votre contenu est conservé et vous pouvez continuer à le modifier\u00a0; pour remettre le site en ligne, contactez l’administrateur de la plateforme.'}
        </Alert.Description>
      </Alert.Content>
    </Alert.Root>
  );
}
