import { lazyLabels } from './lazyLabels';

// The 'public' namespace (help, about, forgot): one file per language, fetched with the first
// page that shows it (lazyLabels.ts).
const loadPublicLabels = lazyLabels('public', {
  en: () => import('./locales/public.en.json'),
  'zh-Hant': () => import('./locales/public.zh-Hant.json'),
  'zh-Hans': () => import('./locales/public.zh-Hans.json'),
});

/** A public page's loader that also fetches the 'public' labels, both at once. */
export const withPublicLabels =
  <M>(page: () => Promise<M>) =>
  async (): Promise<M> =>
    (await Promise.all([page(), loadPublicLabels()]))[0];
