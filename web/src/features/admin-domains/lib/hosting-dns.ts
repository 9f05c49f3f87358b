/**
 * The DNS records a shop's domain needs to reach Firebase Hosting (docs/deploy.md, custom
 * domains): the address of Hosting, and the ownership record naming the Hosting site. Build-time
 * settings, so each deployment shows its own values.
 */
const HOSTING_IPV4 = import.meta.env.VITE_HOSTING_IPV4 || '199.36.158.100';
const HOSTING_SITE = import.meta.env.VITE_HOSTING_SITE || import.meta.env.VITE_FIREBASE_PROJECT_ID || 'comptoir';

export interface DnsRecord {
  type: 'A' | 'TXT';
  /** As registrars name it: '@' is the domain itself. */
  name: string;
  value: string;
}

export const HOSTING_DNS_RECORDS: readonly DnsRecord[] = [
  { type: 'A', name: '@', value: HOSTING_IPV4 },
  { type: 'A', name: 'www', value: HOSTING_IPV4 },
  { type: 'TXT', name: '@', value: `hosting-site=${HOSTING_SITE}` },
];
