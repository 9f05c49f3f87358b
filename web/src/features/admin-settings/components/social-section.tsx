import { SOCIAL_NETWORKS, type SocialNetwork } from '@comptoir/core';
import { SettingsInput, type SettingsForm } from './settings-input';
import { FieldsSection } from '@/components/admin/forms/fields-section';

const LABELS: Record<SocialNetwork, string> = {
  facebook: 'Facebook',
  twitter: 'Twitter',
  instagram: 'Instagram',
  tiktok: 'TikTok',
  linkedin: 'LinkedIn',
};

/** Five social networks, as web addresses. */
export function SocialSection({ form }: { form: SettingsForm }) {
  return (
    <FieldsSection title="Réseaux sociaux" description="Les liens affichés dans le pied de page de votre site.">
      {SOCIAL_NETWORKS.map((network) => (
        <SettingsInput
          key={network}
          form={form}
          name={`social.${network}`}
          label={LABELS[network]}
          type="url"
          inputMode="url"
          placeholder={`https://www.${network}.com/…`}
        />
      ))}
    </FieldsSection>
  );
}
