import { validation } from '../http/appError.js';
import { isPlainText } from './plainText.js';
import { checkImage, isImageType } from './imageLimits.js';

// The readers (file-type, jszip, cfb, the inflation check) are loaded by the first upload, not at start.
const officeZip = () => import('./officeZip.js');

/** Names a declaration may use for the types file-type answers (jpeg is jpg, tiff is tif). */
const ALIASES: Record<string, string[]> = {
  xlsx: ['xlsx'],
  docx: ['docx'],
  jpg: ['jpg'],
  jpeg: ['jpg'],
  tiff: ['tif'],
};

/** The Office 97-2003 types, all one container (file-type's 'cfb'), told apart by oleKind.ts. */
const OLE_MIME: Record<string, string> = {
  doc: 'application/msword',
  xls: 'application/vnd.ms-excel',
  ppt: 'application/vnd.ms-powerpoint',
};

/**
 * The file's type by content, refused unless it is one of the allowed ones, and its content
 * sound for that type (contentChecked). Files are only ever stored, never executed; the name the
 * browser sent plays no part. A zip that file-type cannot tell more of is an allowed office type
 * when its package says so (officeZip.ts).
 */
export async function checkedType(
  bytes: Buffer,
  opts: { allowed: readonly string[]; label?: string },
): Promise<{ ext: string; mime: string }> {
  const type = await typeOf(bytes, opts);
  await contentChecked(bytes, type.ext);
  return type;
}

/**
 * What the kernel checks of a file's content once its type is known, for every upload, before
 * anything is stored (issue 34): an image decodes within the pixel limits (imageLimits.ts); an
 * office zip unpacks within its bounds (zipInflation.ts).
 */
async function contentChecked(bytes: Buffer, ext: string) {
  if (isImageType(ext)) await checkImage(bytes, ext);
  if ((await officeZip()).isOfficeType(ext)) await (await import('./zipInflation.js')).checkInflation(bytes);
}

async function typeOf(bytes: Buffer, opts: { allowed: readonly string[]; label?: string }) {
  const { fileTypeFromBuffer } = await import('file-type');
  const type = await fileTypeFromBuffer(bytes);
  const wanted = opts.allowed.flatMap((a) => ALIASES[a] ?? [a]);
  if (type && wanted.includes(type.ext)) return { ext: type.ext, mime: type.mime };
  if (type?.ext === 'zip') {
    const { OFFICE_MIME, officeTypeOfZip } = await officeZip();
    const office = await officeTypeOfZip(bytes, wanted);
    if (office) return { ext: office, mime: OFFICE_MIME[office] };
  }
  if (type?.ext === 'cfb') {
    const { oleKindOf } = await import('./oleKind.js');
    const ole = oleKindOf(bytes);
    if (ole && wanted.includes(ole)) return { ext: ole, mime: OLE_MIME[ole]! };
  }
  // Text has no magic number: what file-type cannot name may be plain text (plainText.ts).
  if (!type && wanted.includes('txt') && isPlainText(bytes)) return { ext: 'txt', mime: 'text/plain' };
  throw validation(`The file must be ${opts.label ?? opts.allowed.join(', ')}; its content is not.`);
}
