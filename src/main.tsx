import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BlueprintProvider } from '@blueprintjs/core';
import '@blueprintjs/core/lib/css/blueprint.css';
// Some components (Callout, NonIdealState) draw icons from the icon font.
import '@blueprintjs/icons/lib/css/blueprint-icons.css';
import '@core/client/styles.css';
import { initI18n } from '@core/client/i18n';
import { loadClientPlugins } from '@core/client/pluginLoader';
import { App } from '@core/client/App';

/** Browser entry: which plugins are on comes from the server (config/app.json). */
async function boot() {
  const res = await fetch('/api/app-config');
  const { object: config } = (await res.json()) as { object: { productName: string; plugins: string[] } };
  const { plugins, resources } = await loadClientPlugins(config.plugins);
  await initI18n(resources, config.productName);
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <BlueprintProvider>
        <App plugins={plugins} />
      </BlueprintProvider>
    </StrictMode>,
  );
}

void boot();
