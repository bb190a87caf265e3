import type { FastifyReply } from 'fastify';

/**
 * A file answer's headers, set one way for every call that answers a file (issue 27): the
 * content type, an attachment with its name, and X-File-Name, the name the kernel's client saves
 * it under (core/client/data/fileCalls.ts). The name is kept to characters every browser and
 * header parser takes as they are.
 */
export function headerFileName(name: string): string {
  return name.replace(/[^A-Za-z0-9 ._()-]/g, '').trim() || 'download';
}

/** Sets the headers of a file answer; answers the name as sent. */
export function fileHeaders(reply: FastifyReply, fileName: string, contentType: string): string {
  const name = headerFileName(fileName);
  reply.header('content-type', contentType);
  reply.header('content-disposition', `attachment; filename="${name}"`);
  reply.header('x-file-name', name);
  reply.header('access-control-expose-headers', 'x-file-name, content-disposition');
  return name;
}

/** Answers a file held in memory (a template, a generated document); the handler returns it. */
export function sendFile(
  reply: FastifyReply,
  bytes: Buffer | Uint8Array,
  file: { fileName: string; contentType: string },
): FastifyReply {
  fileHeaders(reply, file.fileName, file.contentType);
  return reply.send(bytes);
}
