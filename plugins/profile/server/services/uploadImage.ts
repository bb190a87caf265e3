import type { FastifyRequest } from 'fastify';
import { readUpload, type Upload } from '@core/server/files/uploads.js';
import type { Kernel } from '@core/server/kernel.js';
import { validation } from '@core/server/http/appError.js';
import type { UploadAnswer } from '@schemas/profile/profile.js';
import { PHOTO_MAX_BYTES } from '@schemas/profile/profileRules.js';

/** Signed addresses of freshly uploaded images live one hour; screens re-sign through the sasToken. */
export const IMAGE_URL_TTL = 3600;

const TOO_LARGE = `The file is larger than ${Math.round(PHOTO_MAX_BYTES / 1024 / 1024)} MB.`;

/**
 * @fastify/multipart throws its own errors when a limit is passed (file size, number of files or
 * fields); the kernel would answer them as INTERNAL, so they become VALIDATION here.
 */
export async function multipartRefusals<T>(read: () => Promise<T>): Promise<T> {
  try {
    return await read();
  } catch (e) {
    const code = (e as { code?: string }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw validation(TOO_LARGE);
    if (code === 'FST_FILES_LIMIT') throw validation('Send one file only.');
    if (code === 'FST_FIELDS_LIMIT' || code === 'FST_PARTS_LIMIT') throw validation('The form has too many fields.');
    if (code === 'FST_INVALID_MULTIPART_CONTENT_TYPE') throw validation('Send the file as multipart/form-data.');
    throw e;
  }
}

/** Reads one png/jpg/jpeg from a multipart request, checked by content (spec 000 §5 Photo). */
export const readImage = (request: FastifyRequest): Promise<Upload> =>
  multipartRefusals(() =>
    readUpload(request, { allowed: ['png', 'jpg'], maxBytes: PHOTO_MAX_BYTES, label: 'a png, jpg or jpeg image' }),
  );

/** Stores an image through the kernel's file store and answers its path and a signed address. */
export async function storeImage(kernel: Kernel, image: Upload): Promise<UploadAnswer> {
  const storagePath = await kernel.store.save('images', image.bytes, image.ext);
  return { storagePath, url: `/files/${storagePath}?${kernel.files.suffix(storagePath, IMAGE_URL_TTL)}` };
}

/** The one implementation behind every image upload path of spec 000 §7 'Uploads'. */
export async function uploadImage(kernel: Kernel, request: FastifyRequest): Promise<UploadAnswer> {
  return storeImage(kernel, await readImage(request));
}
