import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { TFunction } from 'i18next';
import { languageFromHeader, type LanguageCode } from '@core/shared/languages.js';
import { UNSUBSCRIBE_PATH } from './digest.js';
import { unsubscribe, unsubscribeState, type UnsubscribeState } from './unsubscribe.js';
import type { Db } from '../db/connect.js';
import type { StaffProfiles } from '../reference/staffProfiles.js';
import { escapeHtml as esc } from '../html/escapeHtml.js';

const STATUS: Record<UnsubscribeState['outcome'], number> = { ask: 200, done: 200, used: 409, invalid: 400 };

/** The page: a plain form, no script, in the person's language (the browser's for a bad token). */
function page(s: UnsubscribeState, lng: LanguageCode, t: TFunction, token: string) {
  const body =
    s.outcome === 'ask'
      ? `<p>${esc(t('unsubscribe.ask', { name: s.name }))}</p>
<form method="post" action="${esc(`${UNSUBSCRIBE_PATH}?${new URLSearchParams({ token })}`)}">
<button type="submit" style="padding:8px 16px;font-size:15px">${esc(t('unsubscribe.confirm'))}</button></form>`
      : `<p role="status" data-outcome="${s.outcome}">${esc(t(`unsubscribe.${s.outcome}`))}</p>`;
  return `<!doctype html>
<html lang="${lng}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${esc(t('unsubscribe.title'))}</title></head>
<body style="font-family:Arial,sans-serif;max-width:560px;margin:48px auto;padding:0 16px;color:#1c2127">
<h1 style="font-size:20px">${esc(t('unsubscribe.title'))}</h1>
${body}
</body></html>
`;
}

interface Deps {
  db: Db;
  staff: StaffProfiles;
  secret(name: string): Promise<string>;
  translate(lng: LanguageCode): TFunction;
}

/**
 * GET /digest/unsubscribe?token=…: the page the mail's link opens (asks; never changes anything,
 * since scanners follow links). POST: RFC 8058 one-click from the mail client (body
 * 'List-Unsubscribe=One-Click', not needed: the token decides) or the page's button; Receive
 * Notification becomes N once per token. Answers 200, 409 for a used token, 400 for a bad one.
 */
export function mountUnsubscribe(app: FastifyInstance, deps: Deps) {
  const answer = (req: FastifyRequest, reply: FastifyReply, s: UnsubscribeState, token: string) => {
    const lng = s.language ?? languageFromHeader(req.headers['accept-language']);
    return reply
      .code(STATUS[s.outcome])
      .type('text/html; charset=utf-8')
      .header('cache-control', 'no-store')
      .header('referrer-policy', 'no-referrer')
      .send(page(s, lng, deps.translate(lng), token));
  };
  const tokenOf = (req: FastifyRequest) => {
    const t = (req.query as { token?: unknown }).token;
    return typeof t === 'string' ? t : '';
  };
  void app.register(async (scope) => {
    // Mail clients post a form; its body is not read (the token in the address decides).
    scope.addContentTypeParser('application/x-www-form-urlencoded', (_req, _payload, done) => done(null));
    scope.get(UNSUBSCRIBE_PATH, async (req, reply) =>
      answer(req, reply, await unsubscribeState(deps, tokenOf(req)), tokenOf(req)),
    );
    scope.post(UNSUBSCRIBE_PATH, async (req, reply) => {
      const s = await unsubscribe(deps, tokenOf(req));
      if (s.outcome !== 'invalid')
        req.log.info({ audit: 'digest.unsubscribe', outcome: s.outcome }, 'digest unsubscribe');
      return answer(req, reply, s, tokenOf(req));
    });
  });
}
