import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithServices } from '@/testing/render';
import { createTestServices } from '@/testing/test-services';
import { MERCHANT_TAGLINE, SiteFooter } from './site-footer';

describe('SiteFooter', () => {
  it('shows the tagline, sections, the current year and only the non-blank social links', async () => {
    renderWithServices(
      <SiteFooter
        name="Épicerie du Marché"
        tagline={MERCHANT_TAGLINE}
        sections={[{ title: 'Informations', items: [{ title: 'Mentions légales', href: '#' }] }]}
        social={{
          facebook: 'https://facebook.com/epicerie',
          instagram: '   ',
          twitter: '',
          tiktok: '',
          linkedin: 'https://linkedin.com/x',
        }}
      />,
      await createTestServices({ seed: false }),
    );
    const footer = screen.getByRole('contentinfo');
    expect(within(footer).getByText('Votre commerce de proximité de confiance.')).toBeInTheDocument();
    expect(
      within(footer).getByText(new RegExp(`${new Date().getFullYear()}.*Tous droits réservés`)),
    ).toBeInTheDocument();
    expect(within(footer).getByRole('link', { name: 'Mentions légales' })).toHaveAttribute('href', '#');
    expect(within(footer).getByRole('link', { name: 'Facebook' })).toHaveAttribute('target', '_blank');
    expect(within(footer).getByRole('link', { name: 'LinkedIn' })).toBeInTheDocument();
    expect(within(footer).queryByRole('link', { name: 'Instagram' })).not.toBeInTheDocument();
  });
});
