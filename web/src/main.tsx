import '@fontsource-variable/inter/index.css';
import '@fontsource-variable/fraunces/wght.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from '@/app/app';
import { ErrorFallback } from '@/components/layout/error-fallback';
import { UiProvider } from '@/components/ui/provider';
import { readEnv } from '@/config/env';
import { loadServices } from '@/lib/load-services';

const container = document.getElementById('root');
if (!container) throw new Error('#root missing from index.html');
const root = createRoot(container);

try {
  const services = await loadServices(readEnv());
  root.render(
    <StrictMode>
      <App services={services} />
    </StrictMode>,
  );
} catch (error) {
  console.error(error);
  root.render(
    <UiProvider>
      <ErrorFallback error={error} />
    </UiProvider>,
  );
}
