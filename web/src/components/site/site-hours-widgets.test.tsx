import { refs } from '@comptoir/core';
import { shopDay } from '@comptoir/core/testing';
import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { usePublishedHours } from '@/hooks/use-site-hours';
import { useSite } from './site-context';
import { renderWithServices } from '@/testing/render';
import { createTestServices } from '@/testing/test-services';
import { LocalBusinessJsonLd } from './local-business-json-ld';
import { OpenStatusBadge } from './open-status-badge';
import { SiteProvider } from './site-provider';

function Widgets() {
  const { site } = useSite();
  const hours = usePublishedHours();
  return (
    <>
      <OpenStatusBadge hours={hours} />
      {site && <LocalBusinessJsonLd site={site} hours={hours} />}
    </>
  );
}

const week = [2, 3].map((dayOfWeek) => shopDay(dayOfWeek));

async function render(at: string) {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date(at));
  const services = await createTestServices({
    writes: [{ kind: 'set', path: refs.page('boutique-vide', 'hours').path, data: { week } }],
  });
  renderWithServices(
    <SiteProvider>
      <Widgets />
    </SiteProvider>,
    services,
    '/?site=boutique-vide',
  );
}

afterEach(() => vi.useRealTimers());

describe('open status badge and LocalBusiness JSON-LD', () => {
  it('says the shop is open and when it closes', async () => {
    await render('2026-11-24T10:00:00+01:00');
    expect(await screen.findByText(/Ouvert · ferme à 12 h 30/)).toBeInTheDocument();
  });

  it('says when a closed shop opens next', async () => {
    await render('2026-11-24T20:00:00+01:00');
    expect(await screen.findByText(/Fermé · ouvre demain à 9 h/)).toBeInTheDocument();
  });

  it("publishes the site's opening hours as schema.org data", async () => {
    await render('2026-11-24T10:00:00+01:00');
    await screen.findByText(/Ouvert/);
    const script = document.querySelector('script[type="application/ld+json"]');
    const data = JSON.parse(script?.textContent ?? '{}') as { name: string; openingHoursSpecification: unknown[] };
    expect(data.name).toBe('Boutique Vide');
    expect(data.openingHoursSpecification).toHaveLength(4);
  });
});
