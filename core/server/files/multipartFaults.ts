import { AppError } from '../http/appError.js';

/** VALIDATION answered with 413: the request was refused for its size or count of parts. */
export class TooLarge extends AppError {
  constructor(msg: string) {
    super('VALIDATION', msg);
    (this as { status: number }).status = 413;
  }
}

/** A size in MB to one decimal, as refusals name limits. */
export const megabytes = (bytes: number) => Math.round((bytes / 1024 / 1024) * 10) / 10;
export const fileTooLarge = (maxBytes: number) => new TooLarge(`The file is larger than ${megabytes(maxBytes)} MB.`);

const cutOff = () => new AppError('VALIDATION', 'The upload was cut off or is not well formed. Please send it again.');

/** busboy's own errors carry no code; their messages name what is broken in the body. */
const MALFORMED = /unexpected end|terminated early|malformed|boundary not found|multipart/i;

/**
 * A fault while reading a multipart body, as the envelope it should answer (issue 14): limits
 * (file size, number of files, fields or parts) are 413, a cut-off or malformed body 400, both
 * VALIDATION. Anything else is not a multipart fault: null, and the caller rethrows it.
 */
export function multipartFault(e: unknown, maxBytes: number): AppError | null {
  if (e instanceof AppError) return e;
  const err = e as { code?: string; message?: string };
  switch (err.code) {
    case 'FST_REQ_FILE_TOO_LARGE':
      return fileTooLarge(maxBytes);
    case 'FST_FILES_LIMIT':
      return new TooLarge('Send one file only.');
    case 'FST_FIELDS_LIMIT':
    case 'FST_PARTS_LIMIT':
      return new TooLarge('The form has too many fields.');
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return new TooLarge('The request is too large.');
    case 'FST_INVALID_MULTIPART_CONTENT_TYPE':
      return new AppError('VALIDATION', 'Send the file as multipart/form-data.');
    // The body ended before the file did (client cut off, or a truncated request).
    case 'ERR_STREAM_PREMATURE_CLOSE':
    case 'ECONNRESET':
      return cutOff();
    case 'FST_PROTO_VIOLATION':
    case 'FST_INVALID_JSON_FIELD_ERROR':
      return new AppError('VALIDATION', 'The form has a field that is not allowed.');
  }
  if (!err.code && err.message && MALFORMED.test(err.message)) return cutOff();
  return null;
}

/** Runs a multipart read; its faults become envelopes instead of Fastify's own 500 body. */
export async function readingMultipart<T>(maxBytes: number, read: () => Promise<T>): Promise<T> {
  try {
    return await read();
  } catch (e) {
    throw multipartFault(e, maxBytes) ?? e;
  }
}
