import { LANGUAGE_CODES, type LanguageCode } from '@core/shared/languages.js';
import type { DigestContribution, DigestSection, LinkChoice } from './digestPoint.js';

/** A section as the kernel runs it: with the plugin that contributed it (its label namespace). */
export interface RegisteredSection {
  plugin: string;
  section: DigestSection;
}

interface PluginLike {
  id: string;
  contributes?: readonly unknown[];
  linkChoices?: readonly LinkChoice[];
}

const isDigest = (c: unknown): c is DigestContribution => (c as { kind?: unknown })?.kind === 'digest';

/** Whether a bundle has `key` (dotted path), as a plain label or i18next plural forms. */
function hasLabel(bundle: Readonly<Record<string, unknown>>, key: string): boolean {
  const parts = key.split('.');
  const last = parts.pop()!;
  let node: unknown = bundle;
  for (const p of parts) node = (node as Record<string, unknown> | undefined)?.[p];
  const leaf = node as Record<string, unknown> | undefined;
  return typeof leaf?.[last] === 'string' || typeof leaf?.[`${last}_other`] === 'string';
}

/**
 * The enabled plugins' digest sections and link choices, checked at start: a section not named
 * `<plugin>.<name>`, named twice, or whose heading or line has no label in some language, and a
 * choice declared twice, stop the start naming them (as field points do).
 */
export class DigestSections {
  readonly sections: readonly RegisteredSection[];
  /** Label bundles by language and namespace (the plugin id), for i18next. */
  readonly labels: Record<LanguageCode, Record<string, Readonly<Record<string, unknown>>>>;
  private readonly choices = new Map<string, LinkChoice>();

  constructor(plugins: readonly PluginLike[]) {
    const list: RegisteredSection[] = [];
    const labels = Object.fromEntries(LANGUAGE_CODES.map((l) => [l, {}])) as DigestSections['labels'];
    for (const p of plugins) {
      for (const c of (p.contributes ?? []).filter(isDigest)) {
        for (const lng of LANGUAGE_CODES) labels[lng][p.id] = { ...labels[lng][p.id], ...c.labels[lng] };
        for (const section of c.sections) {
          this.check(p.id, section, c, list);
          list.push({ plugin: p.id, section });
        }
      }
      for (const choice of p.linkChoices ?? []) {
        if (this.choices.has(choice.ref.id)) throw new Error(`The link choice '${choice.ref.id}' is declared twice.`);
        this.choices.set(choice.ref.id, choice);
      }
    }
    this.sections = list.sort((a, b) => a.section.order - b.section.order || a.section.id.localeCompare(b.section.id));
    this.labels = labels;
  }

  private check(plugin: string, s: DigestSection, c: DigestContribution, seen: readonly RegisteredSection[]) {
    if (!s.id.startsWith(`${plugin}.`)) {
      throw new Error(`The digest section '${s.id}' of '${plugin}' must be named '${plugin}.<name>'.`);
    }
    if (seen.some((x) => x.section.id === s.id)) throw new Error(`The digest section '${s.id}' is declared twice.`);
    for (const lng of LANGUAGE_CODES) {
      for (const key of [s.titleKey, s.itemKey]) {
        if (!c.labels[lng] || !hasLabel(c.labels[lng], key)) {
          throw new Error(`The digest section '${s.id}' has no '${lng}' label '${key}'.`);
        }
      }
    }
  }

  /** The link choice of that id an enabled plugin declares, if any. */
  choice(id: string): LinkChoice | undefined {
    return this.choices.get(id);
  }
}
