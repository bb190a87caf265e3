import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import { precompressAssets } from './core/build/precompressAssets.js';
import { blueprintCssSubset } from './core/build/blueprintCssSubset.js';
import { usedIconPaths } from './core/build/usedIconPaths.js';
import { formValidators } from './core/build/formValidators.js';
import { reportFilterSchemas } from './core/build/reportFilterSchemas.js';
import { staffStartChunk } from './core/build/staffStartChunk.js';

const r = (p: string) => fileURLToPath(new URL(p, import.meta.url));

export default defineConfig({
  plugins: [
    react(),
    blueprintCssSubset(),
    usedIconPaths([r('./core/client'), r('./plugins')]),
    formValidators(reportFilterSchemas),
    staffStartChunk(),
    // Last: compresses what the others wrote.
    precompressAssets(),
  ],
  resolve: {
    alias: { '@core': r('./core'), '@schemas': r('./schemas'), '@config': r('./config'), '@plugins': r('./plugins') },
  },
  build: { outDir: 'dist/client', sourcemap: true, chunkSizeWarningLimit: 1500 },
  server: {
    proxy: {
      '/api': 'http://127.0.0.1:8080',
      '/idp': 'http://127.0.0.1:8080',
      '/auth': 'http://127.0.0.1:8080',
      '/files': 'http://127.0.0.1:8080',
    },
  },
});
