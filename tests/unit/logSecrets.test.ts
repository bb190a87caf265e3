import { describe, expect, it } from 'vitest';
import { withoutSecrets } from '@core/server/http/logSecrets';

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
      '/files/wpa/signatures/2026-11/0f8fa1c2-1b2c-4d5e-8f90-123456789abc.png?se=1&sig=x',
    ]) {
      expect(withoutSecrets(url)).toBe(url);
    }
  });
});
