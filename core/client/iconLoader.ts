import { Icons, IconSize, type IconName } from '@blueprintjs/icons';

type UsedPaths = Record<16 | 20, Record<string, string[]>>;
let used: Promise<UsedPaths> | null = null;

/**
 * Blueprint's default loader fetches the paths of every icon (~80 KB compressed per size) for the
 * first icon shown. Ours fetches one small chunk with the icons our code names, and falls back to
 * Blueprint's loader only for an icon named some other way.
 */
export function installIconLoader() {
  Icons.setLoaderOptions({
    loader: async (name: IconName, size: IconSize) => {
      used ??= import('virtual:wil-used-icon-paths').then((m) => m.default);
      const hit = (await used)[size === IconSize.LARGE ? 20 : 16][name];
      if (hit) return hit;
      await Icons.load(name, size, { loader: 'split-by-size' });
      return Icons.getPaths(name, size) ?? [];
    },
  });
}
