import { defineConfig } from 'vitest/config';
import { fileURLToPath } from 'node:url';
import { formValidators } from './core/build/formValidators.js';
import { reportFilterSchemas } from './core/build/reportFilterSchemas.js';

const r = (p: string) => fileURLToPath(new URL(p, import.meta.url));
const alias = {
  '@core': r('./core'),
  '@schemas': r('./schemas'),
  '@config': r('./config'),
  '@plugins': r('./plugins'),
};

export default defineConfig({
  resolve: { alias },
  test: {
    projects: [
      {
        resolve: { alias },
        // The forms' precompiled validators, as the client build makes them (vite.config.ts).
        plugins: [formValidators(reportFilterSchemas)],
        test: { name: 'unit', include: ['tests/unit/**/*.test.ts'], environment: 'node' },
      },
      {
        resolve: { alias },
        test: {
          name: 'db',
          include: ['tests/api/**/*.test.ts', 'tests/db/**/*.test.ts'],
          environment: 'node',
          globalSetup: ['tests/support/globalSetup.ts'],
          // One server and database for the suite; files run one after another.
          fileParallelism: false,
          testTimeout: 60_000,
          hookTimeout: 120_000,
        },
      },
    ],
  },
});
