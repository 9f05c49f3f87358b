import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithServices } from '@/testing/render';
import { createTestServices } from '@/testing/test-services';
import { NumberedSteps } from './numbered-steps';

const STEPS = [
  { title: 'Un', description: 'Premier' },
  { title: 'Deux', description: 'Deuxième' },
  { title: 'Trois', description: 'Troisième' },
];

async function renderSteps(props: { ctaText?: string; ctaLink?: string }) {
  const services = await createTestServices({ seed: false });
  renderWithServices(
    <NumberedSteps id="steps" eyebrow="Étapes" title="En trois temps" steps={STEPS} {...props} />,
    services,
  );
  return screen.getByRole('region', { name: 'En trois temps' });
}

describe('NumberedSteps', () => {
  it('renders the steps as an ordered list', async () => {
    const region = await renderSteps({});
    const list = within(region).getByRole('list');
    expect(list.tagName).toBe('OL');
    expect(within(list).getAllByRole('listitem')).toHaveLength(3);
  });

  it('has no call to action without a text', async () => {
    const region = await renderSteps({});
    expect(within(region).queryByRole('link')).toBeNull();
  });

  it("links the call to action to '#' by default", async () => {
    const region = await renderSteps({ ctaText: 'Commencer' });
    expect(within(region).getByRole('link', { name: 'Commencer' })).toHaveAttribute('href', '#');
  });

  it('links the call to action where asked', async () => {
    const region = await renderSteps({ ctaText: 'Voir nos tarifs', ctaLink: '#pricing' });
    expect(within(region).getByRole('link', { name: 'Voir nos tarifs' })).toHaveAttribute('href', '#pricing');
  });
});
