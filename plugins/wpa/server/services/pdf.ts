import { randomInt } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { WpaCall } from '../area.js';
import type { Kernel } from '@core/server/kernel.js';
import { AppError } from '@core/server/http/appError.js';
import { sendFile } from '@core/server/http/fileReply.js';
import { imageForDocument } from '@core/server/files/documentImage.js';
import { isLanguageCode, languageFromHeader, type LanguageCode } from '@core/shared/languages.js';
import { PDF_CONTENT_TYPE } from '@schemas/wpa/calls.js';
import { WPA_ACCEPTED_STATUSES, type WpaStatus } from '../../machines/wpaForm.js';
import { renderPdf } from '../pdf/pdfPool.js';
import { wpaPdfDocument } from '../pdf/wpaPdfDocument.js';
import { wpaDetail } from './detail.js';

/** The signature's box on the page (180 x 55 pt) at about 300 dpi: enough for a print, small to embed. */
const SIGNATURE_BOX = { width: 750, height: 230 };

/**
 * The stored signature as a data: URL fitted for the document; 'unreadable' when it does not
 * decode (the form is printed with a note instead of failing every time); null without one.
 */
async function signatureDataUrl(kernel: Kernel, storagePath: string | null): Promise<string | 'unreadable' | null> {
  if (!storagePath) return null;
  const file = await kernel.store.open(storagePath);
  if (!file) return null;
  const chunks: Buffer[] = [];
  for await (const c of file.stream) chunks.push(c as Buffer);
  const image = await imageForDocument(Buffer.concat(chunks), SIGNATURE_BOX);
  if (!image) {
    kernel.log.warn({ storagePath }, 'WPA PDF: the stored signature image does not decode; printed without it');
    return 'unreadable';
  }
  return `data:${image.mime};base64,${image.bytes.toString('base64')}`;
}

/** 001 §7: 'WPAForm', the date and four random digits. */
export const pdfFileName = (now = new Date()) =>
  `WPAForm_${now.toISOString().slice(0, 10).replace(/-/g, '')}_${String(randomInt(10000)).padStart(4, '0')}.pdf`;

/**
 * academicWPAFormPdf/generatePdf (001 §4, §7): the printed form of an ACCEPTED or
 * ACCEPTED_OFFLINE WPA, for any reader of it; otherwise the envelope says why. The document is
 * built here and written by the worker pool, in the face of the user's language.
 */
export async function generatePdf(
  c: WpaCall<'generatePdf'> & { request: FastifyRequest; reply: FastifyReply },
  roles: (cohortProgId: number) => Promise<string[]>,
): Promise<FastifyReply> {
  const { db, kernel, actor, body, reply } = c;
  const acceptLanguage = c.request.headers['accept-language'];
  const wpa = await wpaDetail(db, kernel, actor, roles, body.wpaApplId);
  if (!WPA_ACCEPTED_STATUSES.includes(wpa.wpaStatus as WpaStatus)) {
    throw new AppError(
      'INVALID_STATE',
      `The WPA form can be printed once it is accepted: this WPA is ${wpa.wpaStatus.replace(/_/g, ' ').toLowerCase()}.`,
    );
  }
  const language: LanguageCode = isLanguageCode(body.language) ? body.language : languageFromHeader(acceptLanguage);
  const now = new Date();
  const signature = await signatureDataUrl(kernel, wpa.signatureImgPath);
  const doc = wpaPdfDocument({
    wpa,
    language,
    signature: signature === 'unreadable' ? null : signature,
    signatureUnreadable: signature === 'unreadable',
    printedAt: now.toISOString().slice(0, 10),
  });
  const bytes = await renderPdf(doc);
  return sendFile(reply, bytes, { fileName: pdfFileName(now), contentType: PDF_CONTENT_TYPE });
}
