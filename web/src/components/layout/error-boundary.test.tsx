import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { UiProvider } from '@/components/ui/provider';
import { ErrorBoundary } from './error-boundary';

function Broken(): never {
  throw new Error('Lecture impossible');
}

describe('ErrorBoundary', () => {
  it('shows the French error page with the details and a reload button', () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    render(
      <UiProvider>
        <ErrorBoundary>
          <Broken />
        </ErrorBoundary>
      </UiProvider>,
    );
    expect(screen.getByRole('heading', { name: 'Une erreur s’est produite' })).toBeInTheDocument();
    expect(screen.getByText(/Lecture impossible/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Rafraîchir la page' })).toBeInTheDocument();
  });
});
