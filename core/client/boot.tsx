// Public pages carry a subset of Blueprint's styles; /academic loads the rest with itself.
import './blueprintPublic.css';
import './styles.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { initI18n } from './i18n';
import { installIconLoader } from './iconLoader';
import { App } from './App';

interface AppConfig {
  productName: string;
  plugins: string[];
  routes?: Record<string, string>;
}

/**
 * Starts the client: the product name and the enabled plugins come from the server
 * (config/app.json, the answer of /api/app-config, requested by the entry before this loads).
 * Only the public pages' code loads here; /academic loads its own.
 */
export async function boot(settings: Promise<unknown>) {
  installIconLoader();
  const { object: config } = (await settings) as { object: AppConfig };
  await initI18n({}, config.productName);
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <App pluginIds={config.plugins} routeBindings={config.routes ?? {}} />
    </StrictMode>,
  );
}
