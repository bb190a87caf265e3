import { fileTypeFromBuffer } from 'file-type';
import { validation } from '../http/appError.js';
import { OFFICE_MIME, officeTypeOfZip } from './officeZip.js';

/** Names a declaration may use for the types file-type answers (jpeg is jpg; xls is an OLE file). */
const ALIASES: Record<string, string[]> = {
  xlsx: ['xlsx'],
  xls: ['xls', 'cfb'],
  docx: ['docx'],
  jpg: ['jpg'],
  jpeg: ['jpg'],
};

/**
 * The file's type by content, refused unless it is one of the allowed ones. Files are only ever
 * stored, never executed; the name the browser sent plays no part. A zip that file-type cannot
 * tell more of is an allowed office type when its package says so (officeZip.ts).
 */
export async function checkedType(
  bytes: Buffer,
  opts: { allowed: readonly string[]; label?: string },
): Promise<{ ext: string; mime: string }> {
  const type = await fileTypeFromBuffer(bytes);
  const wanted = opts.allowed.flatMap((a) => ALIASES[a] ?? [a]);
  if (type && wanted.includes(type.ext)) return { ext: type.ext, mime: type.mime };
  if (type?.ext === 'zip') {
    const office = await officeTypeOfZip(bytes, wanted);
    if (office) return { ext: office, mime: OFFICE_MIME[office] };
  }
  throw validation(`The file must be ${opts.label ?? opts.allowed.join(', ')}; its content is not.`);
}
