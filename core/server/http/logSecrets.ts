import type { FastifyRequest } from 'fastify';

/**
 * A URL as the log keeps it, without the secrets some URLs carry (issues 31 and 34):
 * - a path segment of 32 or more base64url characters is a bearer secret (a single-use link's
 *   token, /wpa/{token}) and is written as '…'; asset names, file paths (their extension ends
 *   the run) and ids are shorter or broken by other characters;
 * - a signed file link's query (/files/…?se=…&sp=…&sid=…&sig=…) opens the file for as long as
 *   its session lives: the query is written as '?…', the path kept;
 * - a query parameter that is a credential anywhere (sign-on's code and state, tokens,
 *   signatures) keeps its name and loses its value.
 */
const SECRET_SEGMENT = /\/[A-Za-z0-9_-]{32,}(?=[/?#]|$)/g;
const SECRET_PARAMS = new Set(['code', 'state', 'token', 'access_token', 'id_token', 'refresh_token', 'sig', 'sid']);

function withoutSecretParams(query: string): string {
  return query
    .split('&')
    .map((pair) => {
      const eq = pair.indexOf('=');
      const name = eq < 0 ? pair : pair.slice(0, eq);
      return eq >= 0 && SECRET_PARAMS.has(name.toLowerCase()) ? `${name}=…` : pair;
    })
    .join('&');
}

export function withoutSecrets(url: string): string {
  const q = url.indexOf('?');
  const path = (q < 0 ? url : url.slice(0, q)).replace(SECRET_SEGMENT, '/…');
  if (q < 0) return path;
  if (path.startsWith('/files/')) return `${path}?…`;
  return `${path}?${withoutSecretParams(url.slice(q + 1))}`;
}

/**
 * The server's pino options: credentials in headers redacted, and Fastify's request fields with
 * the URL as withoutSecrets keeps it, in every line that logs a request.
 */
export const requestLogOptions = (level: string) => ({
  level,
  redact: ['req.headers.authorization', 'req.headers.cookie', 'res.headers["set-cookie"]'],
  serializers: {
    req: (req: FastifyRequest) => ({
      method: req.method,
      url: withoutSecrets(req.url),
      host: req.host,
      remoteAddress: req.ip,
      remotePort: req.socket?.remotePort,
    }),
  },
});
