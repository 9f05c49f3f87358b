import { HStack, Link } from '@chakra-ui/react';
import type { Social, SocialNetwork } from '@comptoir/core';
import { siFacebook, siInstagram, siTiktok, siX } from 'simple-icons';

/** LinkedIn asked Simple Icons to remove its mark; this is a neutral drawn 'in' badge. */
const LINKEDIN_PATH =
  'M3 3h18v18H3zM7.2 10v7h2.2v-7zm1.1-3.6a1.3 1.3 0 1 0 0 2.6 1.3 1.3 0 0 0 0-2.6zM11 10v7h2.2v-3.6c0-1 .5-1.6 1.3-1.6s1.2.6 1.2 1.6V17H18v-4.2c0-2-1-3-2.6-3-.9 0-1.7.4-2.2 1.1V10z';

const ICONS: Record<SocialNetwork, { label: string; path: string }> = {
  facebook: { label: 'Facebook', path: siFacebook.path },
  twitter: { label: 'X (Twitter)', path: siX.path },
  instagram: { label: 'Instagram', path: siInstagram.path },
  tiktok: { label: 'TikTok', path: siTiktok.path },
  linkedin: { label: 'LinkedIn', path: LINKEDIN_PATH },
};

/** One icon per network whose link is not blank. */
export function SocialIcons({ social }: { social: Partial<Social> | null | undefined }) {
  const entries = (Object.keys(ICONS) as SocialNetwork[])
    .map((network) => ({ network, url: social?.[network]?.trim() ?? '' }))
    .filter((entry) => /^https?:\/\//i.test(entry.url));
  if (entries.length === 0) return null;
  return (
    <HStack gap="3" as="ul" listStyleType="none">
      {entries.map(({ network, url }) => (
        <li key={network}>
          <Link
            href={url}
            target="_blank"
            rel="noopener noreferrer"
            aria-label={ICONS[network].label}
            data-audience="social"
            display="inline-flex"
            p="2"
            borderRadius="full"
            bg="whiteAlpha.200"
            color="currentColor"
            _hover={{ bg: 'whiteAlpha.300' }}
          >
            <svg width="18" height="18" viewBox="0 0 24 24" fill="currentColor" aria-hidden="true">
              <path d={ICONS[network].path} />
            </svg>
          </Link>
        </li>
      ))}
    </HStack>
  );
}
