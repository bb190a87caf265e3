// The WPA PDF worker (a worker thread of pdfPool.ts): lays out a pdfmake document definition
// and writes it with the CJK face it names, embedding a subset of the font (pdfmake over pdfkit
// and its fontkit: the subset keeps the glyphs, unlike pdf-lib's bundled fontkit). Plain
// JavaScript, so a worker thread loads it as it is under tsx, vitest or a build.
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
const pdfmake = require('pdfmake');

/** The whole TTF faces the @expo-google-fonts packages ship (docs/DECISIONS.md 'Issue 29'). */
const face = (pkg, name) => ({
  normal: require.resolve(`@expo-google-fonts/${pkg}/400Regular/${name}_400Regular.ttf`),
  bold: require.resolve(`@expo-google-fonts/${pkg}/700Bold/${name}_700Bold.ttf`),
});
const FONTS = { TC: face('noto-sans-tc', 'NotoSansTC'), SC: face('noto-sans-sc', 'NotoSansSC') };
const FONT_FILES = new Set(Object.values(FONTS).flatMap((f) => [f.normal, f.bold]));

pdfmake.setFonts(FONTS);
// Nothing from the network, nothing from disk but the fonts: images come as data: URLs.
pdfmake.setUrlAccessPolicy(() => false);
pdfmake.setLocalAccessPolicy((path) => FONT_FILES.has(path));

/** Piscina's task: the definition in, the PDF's bytes out. */
export default async function makePdf({ doc }) {
  const { footerText, ...definition } = doc;
  if (typeof footerText === 'string') {
    definition.footer = (page, pages) => ({
      text: `${footerText} · ${page}/${pages}`,
      fontSize: 7,
      color: '#555555',
      alignment: 'center',
    });
  }
  const bytes = await pdfmake.createPdf(definition).getBuffer();
  return new Uint8Array(bytes.buffer, bytes.byteOffset, bytes.byteLength);
}
