// The WPA PDF worker (a worker thread of pdfPool.ts): lays out a pdfmake document definition
// and writes it with the CJK face it names, embedding a subset of the font (pdfmake over pdfkit
// and its fontkit: the subset keeps the glyphs, unlike pdf-lib's bundled fontkit). Plain
// JavaScript, so a worker thread loads it as it is under tsx, vitest or a build.
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
const pdfmake = require('pdfmake');
const fontkit = require('fontkit');

/** The whole TTF faces the @expo-google-fonts packages ship (docs/DECISIONS.md 'Issue 29'). */
const face = (pkg, name) => ({
  normal: require.resolve(`@expo-google-fonts/${pkg}/400Regular/${name}_400Regular.ttf`),
  bold: require.resolve(`@expo-google-fonts/${pkg}/700Bold/${name}_700Bold.ttf`),
});
const FONTS = { TC: face('noto-sans-tc', 'NotoSansTC'), SC: face('noto-sans-sc', 'NotoSansSC') };
const FONT_FILES = new Set(Object.values(FONTS).flatMap((f) => [f.normal, f.bold]));
const OTHER = { TC: 'SC', SC: 'TC' };

pdfmake.setFonts(FONTS);
// Nothing from the network, nothing from disk but the fonts: images come as data: URLs.
pdfmake.setUrlAccessPolicy(() => false);
pdfmake.setLocalAccessPolicy((path) => FONT_FILES.has(path));
// A compact table: hairlines between rows, little padding (a form fits one A4 page).
pdfmake.addTableLayouts({
  compact: {
    hLineWidth: (i, node) => (i === 0 || i === node.table.body.length ? 0 : 0.4),
    vLineWidth: () => 0,
    hLineColor: () => '#bbbbbb',
    paddingLeft: () => 3,
    paddingRight: () => 3,
    paddingTop: () => 1.5,
    paddingBottom: () => 1.5,
  },
});

/** Which code points each face draws (read once per worker, from the regular face). */
const coverage = {};
const covers = (font, cp) => {
  coverage[font] ??= fontkit.openSync(FONTS[font].normal);
  return coverage[font].hasGlyphForCodePoint(cp);
};

/**
 * A text in the document's face, with the characters that face lacks and the other one has in
 * the other face: a Simplified-only character in a Traditional form (深圳, 数据) or the reverse
 * is drawn, not left as an empty box. Answers the string itself when nothing needs the other face.
 */
function runs(text, font) {
  const out = [];
  let cur = '';
  let curFont = font;
  for (const ch of text) {
    const cp = ch.codePointAt(0);
    const f = cp < 0x2e80 || covers(font, cp) || !covers(OTHER[font], cp) ? font : OTHER[font];
    if (f !== curFont && cur) {
      out.push(curFont === font ? { text: cur } : { text: cur, font: curFont });
      cur = '';
    }
    curFont = f;
    cur += ch;
  }
  if (cur) out.push(curFont === font ? { text: cur } : { text: cur, font: curFont });
  return out.length === 1 && !out[0].font ? text : out;
}

/** Every text of a definition's content, run through `runs`. */
function withFallback(node, font) {
  if (typeof node === 'string') {
    const r = runs(node, font);
    return typeof r === 'string' ? r : { text: r };
  }
  if (Array.isArray(node)) return node.map((n) => withFallback(n, font));
  if (!node || typeof node !== 'object') return node;
  const out = { ...node };
  if (typeof out.text === 'string') out.text = runs(out.text, out.font ?? font);
  else if (Array.isArray(out.text)) out.text = out.text.map((t) => withFallback(t, out.font ?? font));
  for (const k of ['stack', 'columns', 'ul', 'ol']) if (Array.isArray(out[k])) out[k] = withFallback(out[k], font);
  if (out.table?.body) out.table = { ...out.table, body: out.table.body.map((row) => withFallback(row, font)) };
  return out;
}

/** Piscina's task: the definition in, the PDF's bytes out. */
export default async function makePdf({ doc }) {
  const { footerText, ...definition } = doc;
  const font = definition.defaultStyle?.font ?? 'TC';
  definition.content = withFallback(definition.content, font);
  if (typeof footerText === 'string') {
    definition.footer = (page, pages) => ({
      text: runs(`${footerText} · ${page}/${pages}`, font),
      fontSize: 7,
      color: '#555555',
      alignment: 'center',
    });
  }
  const bytes = await pdfmake.createPdf(definition).getBuffer();
  return new Uint8Array(bytes.buffer, bytes.byteOffset, bytes.byteLength);
}
