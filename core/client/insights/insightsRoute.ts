import type { RouteObject } from 'react-router-dom';
import type { MenuEntry } from '../plugin';
import { insightsContract } from '@schemas/core/contract';

/** The Insights screen under /academic: the pickers' header, its chart slot's contributions. */
export const insightsRoute: RouteObject = {
  path: 'insights',
  lazy: async () => ({ Component: (await import('./InsightsPage')).default }),
  handle: { header: 'home' },
};

/**
 * Its left-menu entry (after Modules), shown while some enabled plugin contributes a chart to
 * it: with every one off there is nothing to show.
 */
export const insightsMenu = (contributions: number): (MenuEntry & { ns: string })[] =>
  contributions > 0
    ? [
        {
          labelKey: 'menu.insights',
          to: '/academic/insights',
          icon: 'timeline-line-chart',
          place: 'main',
          order: 27,
          ns: 'core',
        },
      ]
    : [];

export const insightsSlot = insightsContract.slots.charts;
