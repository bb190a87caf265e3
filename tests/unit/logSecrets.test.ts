import { describe, expect, it } from 'vitest';
import Fastify from 'fastify';
import { requestLogOptions, withoutSecrets } from '@core/server/http/logSecrets';

describe('request logs keep no link token (issue 31)', () => {
  it("hides a path segment of 32+ base64url characters: the supervisor's /wpa/{token}", () => {
    const token = 'Q2xqk3m9_Zr8-abcdefghijklmnopqrstuvwxyz0123';
    expect(withoutSecrets(`/wpa/${token}`)).toBe('/wpa/…');
    expect(withoutSecrets(`/wpa/${token}?lang=zh-Hant`)).toBe('/wpa/…?lang=zh-Hant');
    expect(withoutSecrets(`/wpa/${token}/`)).toBe('/wpa/…/');
  });

  it('leaves pages, API paths, hashed assets and stored file paths alone', () => {
    for (const url of [
      '/academic/WPAManagement/over',
      '/api/wpaIsForm/searchByToken',
      '/assets/index-3f9a1b2c.js',
      '/files/wpa/signatures/2026-11/0f8fa1c2-1b2c-4d5e-8f90-123456789abc.png',
      '/api/wpaAppl/search?lang=en',
    ]) {
      expect(withoutSecrets(url)).toBe(url);
    }
  });

  it("hides a signed file link's query, signature and session included (issue 34)", () => {
    const link = '/files/images/2026-11/a.png?se=1790000000&sp=images%2F&sid=8f3c2a&sig=Zm9vYmFyYmF6cXV4';
    expect(withoutSecrets(link)).toBe('/files/images/2026-11/a.png?…');
    expect(withoutSecrets('/files/key-documents/x.pdf?sig=abc')).not.toContain('abc');
  });

  it("hides the values of credential parameters anywhere: sign-on's code and state, tokens", () => {
    expect(withoutSecrets('/login?code=SplxlOBeZQQYbYS6WxSbIA&state=af0ifjsldkj&lang=en')).toBe(
      '/login?code=…&state=…&lang=en',
    );
    expect(withoutSecrets('/x?access_token=abc&Token=def&page=2')).toBe('/x?access_token=…&Token=…&page=2');
  });
});

describe("the server's request log (pino, as core/server/app.ts configures it)", () => {
  it('writes signed /files links and /wpa/{token} without their secrets, and the refusal line too', async () => {
    const lines: string[] = [];
    const app = Fastify({
      logger: { ...requestLogOptions('info'), stream: { write: (l: string) => void lines.push(l) } },
    });
    app.get('/files/*', async (req, reply) => {
      req.log.warn({ audit: 'access.refused', path: withoutSecrets(req.url) }, 'file signature refused');
      return reply.code(403).send({});
    });
    app.get('/wpa/:token', async () => ({}));
    const sig = 'Zm9vYmFyYmF6cXV4c2VjcmV0c2lnbmF0dXJlMTIzNDU2';
    await app.inject({ url: `/files/images/2026-11/a.png?se=1790000000&sp=images%2F&sid=8f3c2a11&sig=${sig}` });
    await app.inject({ url: '/wpa/Q2xqk3m9_Zr8-abcdefghijklmnopqrstuvwxyz0123' });
    await app.close();
    const log = lines.join('');
    expect(log).toContain('/files/images/2026-11/a.png?…');
    expect(log).toContain('/wpa/…');
    expect(log).toContain('file signature refused');
    for (const secret of [sig, '8f3c2a11', 'Q2xqk3m9_Zr8']) expect(log).not.toContain(secret);
  });
});
