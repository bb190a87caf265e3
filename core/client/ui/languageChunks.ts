import { useEffect, useState } from 'react';
import { DEFAULT_LANGUAGE, isLanguageCode, type LanguageCode } from '@core/shared/languages';

/**
 * A library's words in each interface language, each its own chunk loaded when first needed and
 * kept (the calendar's date-fns locale, AG Charts' texts): `load` before a first draw, `useLoaded` in a
 * component, which has the loaded one at once and else re-renders once it has come. A language we
 * do not have is English.
 */
export function languageChunks<T>(loaders: Record<LanguageCode, () => Promise<T>>) {
  const loaded = new Map<LanguageCode, T>();
  const codeOf = (language: string): LanguageCode => (isLanguageCode(language) ? language : DEFAULT_LANGUAGE.code);

  async function load(language: string): Promise<T> {
    const code = codeOf(language);
    if (loaded.has(code)) return loaded.get(code)!;
    const words = await loaders[code]();
    loaded.set(code, words);
    return words;
  }

  function useLoaded(language: string): T | undefined {
    const code = codeOf(language);
    const [words, setWords] = useState<T | undefined>(() => loaded.get(code));
    useEffect(() => {
      let live = true;
      load(code).then(
        (w) => live && setWords(w),
        () => undefined, // the library stays in English; the screen still works
      );
      return () => {
        live = false;
      };
    }, [code]);
    return loaded.get(code) ?? words;
  }

  return { load, useLoaded };
}
