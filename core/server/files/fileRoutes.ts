import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { Kernel } from '../kernel.js';

const TYPES: Record<string, string> = {
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.pdf': 'application/pdf',
  '.docx': 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  '.xlsx': 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
};

/** Stored files, served only against a valid access signature (see FileSigner). */
export function mountFiles(app: FastifyInstance, kernel: Kernel) {
  const root = path.join(kernel.config.dataDir, 'files');
  app.get<{ Params: { '*': string }; Querystring: Record<string, string> }>('/files/*', async (req, reply) => {
    const storagePath = req.params['*'];
    const full = path.resolve(root, storagePath);
    if (!full.startsWith(root + path.sep) || !kernel.files.verify(storagePath, req.query)) {
      req.log.warn({ audit: 'access.refused', path: storagePath, ip: req.ip }, 'file signature refused');
      return reply
        .code(403)
        .send({ msg: 'This download link is not valid or has expired.', object: null, errorCode: 'FORBIDDEN' });
    }
    const stream = kernel.store.open(storagePath);
    if (!stream) {
      return reply.code(404).send({ msg: 'No record is found.', object: null, errorCode: 'NOT_FOUND' });
    }
    const ext = path.extname(full).toLowerCase();
    const safeName = path.basename(full).replace(/[^\w.-]+/g, '_');
    return reply
      .type(TYPES[ext] ?? 'application/octet-stream')
      .header('x-content-type-options', 'nosniff')
      .header(
        'content-disposition',
        `${ext === '.png' || ext === '.jpg' || ext === '.jpeg' ? 'inline' : 'attachment'}; filename="${safeName}"`,
      )
      .send(stream);
  });
}
