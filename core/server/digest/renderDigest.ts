import i18next, { type TFunction } from 'i18next';
import { LANGUAGE_CODES, type LanguageCode } from '@core/shared/languages.js';
import { utcDate } from '../dates.js';
import en from './locales/en.json' with { type: 'json' };
import zhHant from './locales/zh-Hant.json' with { type: 'json' };
import zhHans from './locales/zh-Hans.json' with { type: 'json' };
import type { DigestItem } from './digestPoint.js';
import type { DigestSections, RegisteredSection } from './digestSections.js';
import { openUrl } from './links.js';
import { escapeHtml as esc } from '../html/escapeHtml.js';

/** The kernel's own digest labels (namespace 'digest'). */
export const DIGEST_LABELS: Record<LanguageCode, Record<string, unknown>> = {
  en,
  'zh-Hant': zhHant,
  'zh-Hans': zhHans,
};

/** One person's digest before it is written: their items, section by section, in the mail's order. */
export interface PersonDigest {
  name: string;
  language: LanguageCode;
  sections: readonly { registered: RegisteredSection; items: readonly DigestItem[] }[];
}

export interface RenderedMail {
  subject: string;
  text: string;
  html: string;
}

export interface RenderContext {
  publicUrl: string;
  productName: string;
  /** The digest's day, 'YYYY-MM-DD'. */
  day: string;
  /** The profile page's address, or null when its area is off. */
  profileUrl: string | null;
  unsubscribeUrl: string;
}

/** A label translator over the kernel's and the sections' labels, one instance for every language. */
export function digestTranslator(sections: DigestSections, productName: string): (lng: LanguageCode) => TFunction {
  const i18n = i18next.createInstance();
  const resources = Object.fromEntries(
    LANGUAGE_CODES.map((l) => [l, { ...sections.labels[l], digest: DIGEST_LABELS[l] }]),
  );
  void i18n.init({
    initAsync: false,
    lng: 'en',
    fallbackLng: 'en',
    resources,
    defaultNS: 'digest',
    // Texts are escaped where they go into HTML (esc below), not by i18next: the text part needs them raw.
    interpolation: { escapeValue: false, defaultVariables: { product: productName } },
    returnNull: false,
  });
  const fixed = new Map(LANGUAGE_CODES.map((l) => [l, i18n.getFixedT(l)]));
  return (lng) => fixed.get(lng)!;
}

interface Line {
  text: string;
  url: string;
}

/** The mail's sections as lines of text with their links, in the person's language. */
function linesOf(d: PersonDigest, t: TFunction, publicUrl: string) {
  return d.sections.map(({ registered: { plugin, section }, items }) => ({
    title: t(`${plugin}:${section.titleKey}`, { ...section.titleParams }),
    lines: items.map((i): Line => ({
      text: t(`${plugin}:${section.itemKey}`, { ...i.params, count: i.count }),
      url: openUrl(publicUrl, i.link),
    })),
  }));
}

const A = 'color:#2d72d2;text-decoration:underline';

/** The mail: subject, a plain-text part and an HTML part with the same content and links. */
export function renderDigest(d: PersonDigest, t: TFunction, c: RenderContext): RenderedMail {
  const date = utcDate(c.day);
  const total = d.sections.reduce((n, s) => n + s.items.reduce((m, i) => m + i.count, 0), 0);
  const sections = linesOf(d, t, c.publicUrl);
  const subject = t('subject', { count: total, date });
  const profile = c.profileUrl ?? c.publicUrl;
  const text = [
    t('greeting', { name: d.name }),
    '',
    t('intro', { date }),
    ...sections.flatMap((s) => ['', s.title, ...s.lines.map((l) => `- ${l.text}\n  ${l.url}`)]),
    '',
    '--',
    t('footer.why'),
    t('footer.text', { profile, unsubscribe: c.unsubscribeUrl }),
    '',
  ].join('\n');
  const html = `<!doctype html>
<html lang="${esc(d.language)}"><head><meta charset="utf-8"><title>${esc(subject)}</title></head>
<body style="margin:0;padding:24px;background:#f6f7f9;font-family:Arial,'Noto Sans TC','Noto Sans SC',sans-serif;color:#1c2127">
<div style="max-width:640px;margin:0 auto;background:#fff;border:1px solid #dce0e5;border-radius:4px;padding:24px">
<h1 style="font-size:20px;margin:0 0 16px">${esc(t('title'))}</h1>
<p>${esc(t('greeting', { name: d.name }))}</p>
<p>${esc(t('intro', { date }))}</p>
${sections
  .map(
    (s) => `<h2 style="font-size:16px;margin:20px 0 8px">${esc(s.title)}</h2>
<ul style="padding-left:20px;margin:0">
${s.lines.map((l) => `<li style="margin:4px 0">${esc(l.text)} <a href="${esc(l.url)}" style="${A}">${esc(t('open'))}</a></li>`).join('\n')}
</ul>`,
  )
  .join('\n')}
<hr style="border:0;border-top:1px solid #dce0e5;margin:24px 0 12px">
<p style="font-size:12px;color:#5f6b7c">${esc(t('footer.why'))}<br>
<a href="${esc(profile)}" style="${A}">${esc(t('footer.profile'))}</a> · <a href="${esc(c.unsubscribeUrl)}" style="${A}">${esc(t('footer.unsubscribe'))}</a></p>
</div></body></html>
`;
  return { subject, text, html };
}
