import type { Kernel } from '@core/server/kernel.js';
import type { KeyDocumentsDb } from '../area.js';
import type { Actor } from '@core/server/auth/actor.js';
import type { CallScope } from '@core/server/auth/scope.js';
import { AppError, validation } from '@core/server/http/appError.js';
import { VIEWER_FAILED } from '@schemas/key-documents/fileTypes.js';
import { conversionsOf } from '../converter/converterService.js';
import { convertible } from '../converter/officeConverter.js';
import { ConversionFailed } from '../converter/sandbox.js';
import { FILE_LINK_TTL_SECONDS } from './rows.js';
import { documentWithAccess } from './search.js';

const SLIDES = new Set(['ppt', 'pptx']);

async function original(kernel: Kernel, storagePath: string): Promise<Buffer> {
  const file = await kernel.store.open(storagePath);
  if (!file) throw new ConversionFailed(`the file ${storagePath} is missing from the store`);
  const chunks: Buffer[] = [];
  for await (const chunk of file.stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

/** Spec 002 §8's viewer failure: the converter is missing here (503), or this file would not convert. */
function failed(kernel: Kernel, db: KeyDocumentsDb, e: unknown, keyDocumentId: number): never {
  if (e instanceof AppError) throw e;
  const missing = !conversionsOf(kernel, db).converter.available;
  kernel.log.warn({ keyDocumentId, err: e instanceof Error ? e.message : String(e) }, 'key document conversion failed');
  throw new AppError(missing ? 'UNAVAILABLE' : 'INVALID_STATE', VIEWER_FAILED);
}

/** Whose turn a conversion takes in the converter's queue: the person who asked for it. */
const ownerOf = (actor: Actor) => `user:${actor.userId}`;

const link = (kernel: Kernel, actor: Actor, storagePath: string) =>
  `/files/${storagePath}?${kernel.files.suffix(storagePath, actor.sessionId, FILE_LINK_TTL_SECONDS)}`;

/** file/convertPptToBase64: a presentation's slides as PNG data: URLs, converted once per content. */
export async function slidesOf(
  kernel: Kernel,
  db: KeyDocumentsDb,
  scope: CallScope,
  actor: Actor,
  keyDocumentId: number,
) {
  const { row } = await documentWithAccess(db, scope, actor, keyDocumentId);
  if (!SLIDES.has(row.fileExt)) throw validation('This key document is not a presentation (ppt or pptx).');
  const conversions = conversionsOf(kernel, db);
  try {
    if (!conversions.converter.available) throw new ConversionFailed('no converter');
    return await conversions.slides(row.fileHash, row.fileExt, () => original(kernel, row.filePath), ownerOf(actor));
  } catch (e) {
    return failed(kernel, db, e, keyDocumentId);
  }
}

/**
 * file/convertToPdf: a link to a PDF of the document: the file itself when it is a PDF, else its
 * conversion (doc, docx, xls, xlsx, tif), made once per content and kept in the file store.
 */
export async function pdfOf(kernel: Kernel, db: KeyDocumentsDb, scope: CallScope, actor: Actor, keyDocumentId: number) {
  const { row } = await documentWithAccess(db, scope, actor, keyDocumentId);
  const pdfName = `${row.fileName.replace(/\.[^.]*$/, '') || 'document'}.pdf`;
  if (row.fileExt === 'pdf')
    return { url: link(kernel, actor, row.filePath), fileName: row.fileName, converted: false };
  if (!convertible(row.fileExt) || SLIDES.has(row.fileExt)) {
    throw validation(`A .${row.fileExt} key document is shown as it is, not as a PDF.`);
  }
  const conversions = conversionsOf(kernel, db);
  try {
    if (!conversions.converter.available) throw new ConversionFailed('no converter');
    const at = await conversions.pdf(row.fileHash, row.fileExt, () => original(kernel, row.filePath), ownerOf(actor));
    return { url: link(kernel, actor, at), fileName: pdfName, converted: true };
  } catch (e) {
    return failed(kernel, db, e, keyDocumentId);
  }
}
