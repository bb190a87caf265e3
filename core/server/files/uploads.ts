import type { FastifyRequest } from 'fastify';
import { fileTypeFromBuffer } from 'file-type';
import { validation } from '../http/appError.js';

export interface Upload {
  bytes: Buffer;
  /** The type found in the content (never the name's). */
  ext: string;
  mime: string;
  /** The name the browser sent, for display only. */
  fileName: string;
  /** The other form fields of the request, as strings. */
  fields: Record<string, string>;
}

/** Office files are zip containers; file-type reports them as such when it cannot tell more. */
const ALIASES: Record<string, string[]> = {
  xlsx: ['xlsx'],
  xls: ['xls', 'cfb'],
  docx: ['docx'],
  jpg: ['jpg'],
  jpeg: ['jpg'],
};

/**
 * Reads the one file of a multipart request, checks its size and its type by content, and
 * answers it with the other fields. Files are only ever stored, never executed or parsed here.
 */
export async function readUpload(
  request: FastifyRequest,
  opts: { allowed: string[]; maxBytes: number; label?: string },
): Promise<Upload> {
  if (!request.isMultipart()) throw validation('Send the file as multipart/form-data.');
  const fields: Record<string, string> = {};
  let found: { bytes: Buffer; fileName: string } | null = null;
  const tooLarge = () =>
    validation(`The file is larger than ${Math.round((opts.maxBytes / 1024 / 1024) * 10) / 10} MB.`);
  try {
    for await (const part of request.parts({ limits: { fileSize: opts.maxBytes, files: 1 } })) {
      if (part.type === 'file') {
        const bytes = await part.toBuffer();
        if (part.file.truncated) throw tooLarge();
        found = { bytes, fileName: part.filename };
      } else {
        fields[part.fieldname] = String(part.value);
      }
    }
  } catch (e) {
    // @fastify/multipart throws while reading past a limit: answer it as bad input, not a 500.
    const code = (e as { code?: string }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw tooLarge();
    if (code === 'FST_FILES_LIMIT' || code === 'FST_PARTS_LIMIT') throw validation('Send one file only.');
    if (code === 'FST_FIELDS_LIMIT') throw validation('The form has too many fields.');
    if (code === 'FST_INVALID_MULTIPART_CONTENT_TYPE') throw validation('Send the file as multipart/form-data.');
    throw e;
  }
  if (!found || found.bytes.length === 0) throw validation('Please choose a file.');
  const type = await fileTypeFromBuffer(found.bytes);
  const wanted = opts.allowed.flatMap((a) => ALIASES[a] ?? [a]);
  if (!type || !wanted.includes(type.ext)) {
    throw validation(`The file must be ${opts.label ?? opts.allowed.join(', ')}; its content is not.`);
  }
  return { bytes: found.bytes, ext: type.ext, mime: type.mime, fileName: found.fileName, fields };
}
