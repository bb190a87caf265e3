import path from 'node:path';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { KernelCore } from '../kernel.js';
import { LiveSessions } from './liveSessions.js';
import type { SignedQuery } from './fileSigner.js';
import { isSafeStoragePath } from './storagePath.js';

const TYPES: Record<string, string> = {
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.pdf': 'application/pdf',
  '.docx': 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  '.xlsx': 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  // Key documents (issue 30): the viewer plays audio and shows text from these links.
  '.mp3': 'audio/mpeg',
  '.wav': 'audio/wav',
  '.bmp': 'image/bmp',
  '.txt': 'text/plain; charset=utf-8',
};
const INLINE = new Set(['.png', '.jpg', '.jpeg']);

const refuse = (reply: FastifyReply, msg: string) =>
  reply.code(403).send({ msg, object: null, errorCode: 'FORBIDDEN' });
const missing = (reply: FastifyReply) =>
  reply.code(404).send({ msg: 'No record is found.', object: null, errorCode: 'NOT_FOUND' });

/**
 * Stored files, served only against a valid access signature (FileSigner) whose session is still
 * open. Streamed from the store (local disk or S3) to the reply; every refusal is the envelope.
 */
export function mountFiles(app: FastifyInstance, kernel: KernelCore) {
  const sessions = new LiveSessions(kernel.db, kernel.config);
  // A session this server copy ends (sign-out, refresh reuse) ends its links here at once too.
  kernel.sessions.onRevoked((sessionId) => sessions.forget(sessionId));
  // GET and HEAD declared together: Fastify's own HEAD route would drain the whole stream.
  app.route<{ Params: { '*': string }; Querystring: SignedQuery }>({
    method: ['GET', 'HEAD'],
    url: '/files/*',
    handler: async (req, reply) => {
      const storagePath = req.params['*'];
      if (!isSafeStoragePath(storagePath)) return missing(reply);
      const sid = kernel.files.verify(storagePath, req.query);
      if (!sid) {
        req.log.warn({ audit: 'access.refused', path: storagePath, ip: req.ip }, 'file signature refused');
        return refuse(reply, 'This download link is not valid or has expired.');
      }
      const userId = await sessions.userOf(sid);
      if (userId === null) {
        req.log.warn({ audit: 'access.refused', path: storagePath, sid, ip: req.ip }, 'file link of an ended session');
        return refuse(reply, 'This download link ended with the session that made it. Please sign in again.');
      }
      const file = await kernel.store.open(storagePath);
      if (!file) return missing(reply);
      const ext = path.extname(storagePath).toLowerCase();
      const safeName = path.basename(storagePath).replace(/[^\w.-]+/g, '_');
      reply
        .type(TYPES[ext] ?? 'application/octet-stream')
        .header('x-content-type-options', 'nosniff')
        .header('cache-control', 'private, max-age=300')
        .header('content-disposition', `${INLINE.has(ext) ? 'inline' : 'attachment'}; filename="${safeName}"`);
      if (file.size !== undefined) reply.header('content-length', file.size);
      if (req.method === 'HEAD') {
        // Headers only: do not pull the whole object from the store just to discard it.
        file.stream.destroy();
        return reply.send();
      }
      return reply.send(file.stream);
    },
  });
}
