import { HStack, Icon, Link, Stack, Text } from '@chakra-ui/react';
import type { Contact } from '@comptoir/core';
import { Mail, MapPin, MessageCircle, Phone, type LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { telHref } from '@/lib/tel-href';
import { hasDetails } from '../contact-details';
import { InfoCard } from './info-card';

function Row({ icon: RowIcon, label, children }: { icon: LucideIcon; label: string; children: ReactNode }) {
  return (
    <HStack as="li" gap="3" align="start">
      <Icon size="md" color="brand.fg" mt="0.5" aria-hidden="true">
        <RowIcon strokeWidth={1.75} />
      </Icon>
      <Stack gap="0" minW="0">
        <Text fontSize="sm" color="fg.muted">
          {label}
        </Text>
        {children}
      </Stack>
    </HStack>
  );
}

// Block links with some height: comfortable to tap on a phone.
const linkStyle = {
  display: 'block',
  py: '1',
  fontWeight: 'semibold',
  fontSize: 'lg',
  color: 'brand.fg',
  wordBreak: 'break-word',
} as const;

/** 'Coordonnées': email and phones as links, and the address; says so when there is none yet. */
export function ContactDetailsCard({ contact }: { contact: Contact }) {
  const phones = contact.phones.filter((phone) => phone.trim() !== '');
  return (
    <InfoCard id="contact-details-title" title="Coordonnées" icon={MessageCircle} gridArea="details">
      {!hasDetails(contact) && (
        <Text color="fg.muted">
          Les coordonnées de la boutique seront bientôt publiées. En attendant, écrivez-lui avec le formulaire.
        </Text>
      )}
      <Stack as="ul" listStyleType="none" gap="4">
        {contact.email && (
          <Row icon={Mail} label="Email">
            <Link href={`mailto:${contact.email}`} {...linkStyle}>
              {contact.email}
            </Link>
          </Row>
        )}
        {phones.length > 0 && (
          <Row icon={Phone} label={phones.length > 1 ? 'Téléphones' : 'Téléphone'}>
            {phones.map((phone) => (
              <Link key={phone} href={telHref(phone)} {...linkStyle}>
                {phone}
              </Link>
            ))}
          </Row>
        )}
        {contact.address && (
          <Row icon={MapPin} label="Adresse">
            <Text as="address" fontStyle="normal" fontWeight="semibold" fontSize="lg">
              {contact.address}
            </Text>
          </Row>
        )}
      </Stack>
    </InfoCard>
  );
}
