import { Text } from '@chakra-ui/react';
import { DEFAULT_LEAD_RETENTION_MONTHS, retentionText } from '@comptoir/core';
import { SmartLink } from '@/components/layout/smart-link';
import { paths } from '@/config/paths';
import { usePublishedSite } from '@/hooks/use-published';
import { useSite } from './site-context';

export interface PrivacyNoticeProps {
  retentionMonths: number;
  privacyHref: string;
}

/** Under a public form: what the data is for, how long it is kept, where to read more. No box to tick. */
export function PrivacyNotice({ retentionMonths, privacyHref }: PrivacyNoticeProps) {
  return (
    <Text fontSize="sm" color="fg.muted">
      {`Vos données servent uniquement à répondre à votre demande\u00a0; elles sont conservées ${retentionText(retentionMonths)} après le dernier échange. `}
      <SmartLink href={privacyHref} color="fg" textDecoration="underline">
        Politique de confidentialité
      </SmartLink>
    </Text>
  );
}

/** The notice under a shop's forms, with the retention its owner chose. */
export function ShopPrivacyNotice() {
  const { path } = useSite();
  const policies = usePublishedSite().data?.pages.policies;
  return (
    <PrivacyNotice
      retentionMonths={policies?.leadRetentionMonths ?? DEFAULT_LEAD_RETENTION_MONTHS}
      privacyHref={path(paths.legal.privacy)}
    />
  );
}
