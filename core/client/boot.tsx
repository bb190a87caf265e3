import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { initI18n } from './i18n';
import { installIconLoader } from './iconLoader';
import { App } from './App';

interface AppConfig {
  productName: string;
  plugins: string[];
}

/**
 * Starts the client: the product name and the enabled plugins come from the server
 * (config/app.json). Only the public pages' code loads here; /academic loads its own.
 */
export async function boot() {
  installIconLoader();
  const res = await fetch('/api/app-config');
  const { object: config } = (await res.json()) as { object: AppConfig };
  await initI18n({}, config.productName);
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <App pluginIds={config.plugins} />
    </StrictMode>,
  );
}
