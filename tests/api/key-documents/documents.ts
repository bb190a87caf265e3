import CFB from 'cfb';
import { Document, ExternalHyperlink, HeadingLevel, Packer, Paragraph, TextRun } from 'docx';
import JSZip from 'jszip';
import PptxGenJS from 'pptxgenjs';

/** Documents the key-documents tests make with libraries (no binary fixture is downloaded). */

/** A presentation of `n` slides, each a title and a line. */
export async function presentation(n: number, title = 'Deck'): Promise<Buffer> {
  const deck = new PptxGenJS();
  deck.layout = 'LAYOUT_16x9';
  for (let i = 1; i <= n; i++) {
    const slide = deck.addSlide();
    slide.addText(`${title} ${i}`, { x: 0.5, y: 0.5, w: 9, h: 1, fontSize: 32, bold: true });
    slide.addText(`Slide ${i} of ${n}: what the student did that week.`, { x: 0.5, y: 2, w: 9, h: 1, fontSize: 18 });
  }
  return Buffer.from((await deck.write({ outputType: 'nodebuffer' })) as Uint8Array);
}

/** A Word document with a heading and paragraphs, made by the docx library. */
export async function wordDocument(title: string, paragraphs: readonly string[] = ['One paragraph.']): Promise<Buffer> {
  const doc = new Document({
    sections: [
      {
        children: [
          new Paragraph({ text: title, heading: HeadingLevel.HEADING_1 }),
          ...paragraphs.map((p) => new Paragraph({ children: [new TextRun(p)] })),
        ],
      },
    ],
  });
  return Packer.toBuffer(doc);
}

const LINKED_IMAGE_REL = (id: string, url: string) =>
  `<Relationship Id="${id}" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/image" Target="${url}" TargetMode="External"/>`;

/**
 * A pptx whose first slide shows a picture linked (not embedded) from `url`: an office program
 * that follows it makes a request to that address when it opens or renders the slide.
 */
export async function presentationWithExternalLink(url: string): Promise<Buffer> {
  const zip = await JSZip.loadAsync(await presentation(2, 'Linked'));
  const relsPath = 'ppt/slides/_rels/slide1.xml.rels';
  const rels = await zip.file(relsPath)!.async('string');
  zip.file(relsPath, rels.replace('</Relationships>', `${LINKED_IMAGE_REL('rIdEvil', url)}</Relationships>`));
  const slidePath = 'ppt/slides/slide1.xml';
  const slide = await zip.file(slidePath)!.async('string');
  const pic = `<p:pic><p:nvPicPr><p:cNvPr id="99" name="Linked picture"/><p:cNvPicPr/><p:nvPr/></p:nvPicPr><p:blipFill><a:blip r:link="rIdEvil"/><a:stretch><a:fillRect/></a:stretch></p:blipFill><p:spPr><a:xfrm><a:off x="914400" y="2743200"/><a:ext cx="1828800" cy="1371600"/></a:xfrm><a:prstGeom prst="rect"><a:avLst/></a:prstGeom></p:spPr></p:pic>`;
  zip.file(slidePath, slide.replace('</p:spTree>', `${pic}</p:spTree>`));
  return zip.generateAsync({ type: 'nodebuffer', compression: 'DEFLATE' });
}

/**
 * A docx with a Document_Open macro (a VBA project part, as Word stores one) that would fetch
 * `url`, an INCLUDEPICTURE field and a linked picture pointing there too: nothing of it may run
 * or be fetched by the converter.
 */
export async function wordDocumentWithMacro(url: string): Promise<Buffer> {
  const doc = new Document({
    sections: [
      {
        children: [
          new Paragraph({ text: 'Report with a macro', heading: HeadingLevel.HEADING_1 }),
          new Paragraph({ children: [new ExternalHyperlink({ link: url, children: [new TextRun('a link')] })] }),
        ],
      },
    ],
  });
  const zip = await JSZip.loadAsync(await Packer.toBuffer(doc));
  // The VBA project: an OLE container with the module's source, as vbaProject.bin holds it.
  const vba = CFB.utils.cfb_new();
  const source = `Attribute VB_Name = "ThisDocument"\r\nSub Document_Open()\r\n  Set h = CreateObject("MSXML2.XMLHTTP")\r\n  h.Open "GET", "${url}", False\r\n  h.Send\r\n  Shell "curl ${url}"\r\nEnd Sub\r\nSub AutoOpen()\r\n  Document_Open\r\nEnd Sub\r\n`;
  CFB.utils.cfb_add(vba, '/VBA/ThisDocument', Buffer.from(source, 'latin1'));
  CFB.utils.cfb_add(vba, '/VBA/dir', Buffer.from([1, 0, 0, 0]));
  CFB.utils.cfb_add(
    vba,
    '/PROJECT',
    Buffer.from(
      'ID="{00000000-0000-0000-0000-000000000000}"\r\nDocument=ThisDocument/&H00000000\r\nName="Project"\r\n',
      'latin1',
    ),
  );
  zip.file('word/vbaProject.bin', Buffer.from(CFB.write(vba, { type: 'buffer' }) as Uint8Array));
  const docRels = await zip.file('word/_rels/document.xml.rels')!.async('string');
  zip.file(
    'word/_rels/document.xml.rels',
    docRels.replace(
      '</Relationships>',
      `<Relationship Id="rIdVba" Type="http://schemas.microsoft.com/office/2006/relationships/vbaProject" Target="vbaProject.bin"/>${LINKED_IMAGE_REL('rIdPic', url)}</Relationships>`,
    ),
  );
  const types = await zip.file('[Content_Types].xml')!.async('string');
  zip.file(
    '[Content_Types].xml',
    types.replace('</Types>', '<Default Extension="bin" ContentType="application/vnd.ms-office.vbaProject"/></Types>'),
  );
  const body = await zip.file('word/document.xml')!.async('string');
  const field = `<w:p><w:r><w:fldChar w:fldCharType="begin"/></w:r><w:r><w:instrText xml:space="preserve"> INCLUDEPICTURE "${url}" \\d </w:instrText></w:r><w:r><w:fldChar w:fldCharType="separate"/></w:r><w:r><w:t>picture</w:t></w:r><w:r><w:fldChar w:fldCharType="end"/></w:r></w:p>`;
  const picture = `<w:p><w:r><w:drawing><wp:inline><wp:extent cx="914400" cy="914400"/><wp:docPr id="77" name="Linked"/><a:graphic xmlns:a="http://schemas.openxmlformats.org/drawingml/2006/main"><a:graphicData uri="http://schemas.openxmlformats.org/drawingml/2006/picture"><pic:pic xmlns:pic="http://schemas.openxmlformats.org/drawingml/2006/picture"><pic:nvPicPr><pic:cNvPr id="77" name="Linked"/><pic:cNvPicPr/></pic:nvPicPr><pic:blipFill><a:blip r:link="rIdPic"/><a:stretch><a:fillRect/></a:stretch></pic:blipFill><pic:spPr><a:xfrm><a:off x="0" y="0"/><a:ext cx="914400" cy="914400"/></a:xfrm><a:prstGeom prst="rect"><a:avLst/></a:prstGeom></pic:spPr></pic:pic></a:graphicData></a:graphic></wp:inline></w:drawing></w:r></w:p>`;
  zip.file('word/document.xml', body.replace('<w:sectPr', `${field}${picture}<w:sectPr`));
  return zip.generateAsync({ type: 'nodebuffer', compression: 'DEFLATE' });
}
