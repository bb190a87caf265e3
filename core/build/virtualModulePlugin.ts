import type { Plugin } from 'vite';

/**
 * A Vite plugin that serves one virtual module, `id` ('virtual:…'), whose code `code` builds
 * when the module is first imported; `watch` gets the plugin's context to name the files it
 * read (a change then rebuilds it).
 */
export function virtualModulePlugin(name: string, id: string, code: (watch: (file: string) => void) => string): Plugin {
  const resolved = `\0${id}`;
  return {
    name,
    resolveId: (x) => (x === id ? resolved : null),
    load(x) {
      if (x !== resolved) return null;
      return code((file) => this.addWatchFile(file));
    },
  };
}
