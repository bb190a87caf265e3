import type { Kernel } from '@core/server/kernel.js';
import type { KeyDocumentsDb } from '../area.js';
import { Conversions } from './conversions.js';
import { OfficeConverter, converterOptionsFromEnv } from './officeConverter.js';
import { checkTools, type ToolCheck } from './sandbox.js';

/** The tools are looked for once per process: a PATH does not change under a running server. */
let toolCheck: ToolCheck | null = null;

/** Each server built in this process has its own conversions (its own database and store). */
const byKernel = new WeakMap<Kernel, Conversions>();

/**
 * Sets up the converter of one server at start, and says once in its log whether documents can
 * be converted. DOCUMENT_CONVERTER=off turns it off (the viewer then answers that the file could
 * not be loaded, as on a machine without LibreOffice).
 */
export function startConverter(kernel: Kernel, db: KeyDocumentsDb): Conversions {
  const off = process.env.DOCUMENT_CONVERTER === 'off';
  toolCheck ??= checkTools();
  const check: ToolCheck = off ? { ok: false, missing: 'nothing: DOCUMENT_CONVERTER=off' } : toolCheck;
  const options = converterOptionsFromEnv();
  if (check.ok) {
    kernel.log.info(
      {
        converter: check.tools,
        concurrency: options.concurrency,
        timeoutS: options.timeoutMs / 1000,
        maxPages: options.maxPages,
      },
      'key documents: office files are converted by LibreOffice and pdftoppm in a bubblewrap sandbox',
    );
  } else {
    kernel.log.warn(
      `key documents: no document conversion on this server (missing ${check.missing}); the viewer answers 'File loading failed' for pptx, ppt, doc, docx, xls, xlsx and tif. Install them: apt-get install -y libreoffice-impress-nogui libreoffice-writer-nogui libreoffice-calc-nogui poppler-utils bubblewrap`,
    );
  }
  const conversions = new Conversions(db, kernel.store, new OfficeConverter(check.ok ? check.tools : null, options));
  byKernel.set(kernel, conversions);
  return conversions;
}

/** The conversions of the server this kernel belongs to. */
export function conversionsOf(kernel: Kernel, db: KeyDocumentsDb): Conversions {
  return byKernel.get(kernel) ?? startConverter(kernel, db);
}
