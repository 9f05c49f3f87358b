import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { UiProvider } from '@/components/ui/provider';
import { QuoteCounters } from './quote-counters';

describe('the dashboard’s request counters', () => {
  it('writes their numbers as French does, thousands apart', () => {
    render(
      <UiProvider>
        <QuoteCounters counts={{ total: 5000, new: 4845, inProgress: 120, completed: 35 }} />
      </UiProvider>,
    );
    expect(screen.getByText('5 000')).toBeInTheDocument();
    expect(screen.getByText('4 845')).toBeInTheDocument();
    expect(screen.getByText('5 000').textContent).toBe('5\u202f000');
  });
});
