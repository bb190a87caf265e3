import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { build, type Rolldown } from 'vite';
import { chromium, type Browser, type Page } from '@playwright/test';
import { fileURLToPath } from 'node:url';
import { sanitizeHtml } from '@core/server/html/sanitizeHtml.js';
import { PURIFY_CONFIG } from '@core/client/ui/sanitizeHtml.js';
import { ALL_ATTRIBUTES, HTML_POLICY, SAFE_URI_PATTERN, safeHref, safeImageSrc } from '@core/shared/htmlPolicy.js';

/**
 * One HTML policy, two sanitisers (issue 10): the server's (sanitize-html) runs here in Node; the
 * browser's (DOMPurify) needs a DOM, so it is bundled and run in Chromium (the one Playwright
 * drives) on the same hostile inputs, and what both produce is put into a live page to prove no
 * script runs.
 */

/** Classic XSS vectors (OWASP filter evasion cheat sheet and friends); each calls alert(1). */
const PAYLOADS = [
  `<script>alert(1)</script>`,
  `<SCRIPT SRC=//evil.example/x.js></SCRIPT>`,
  `<img src=x onerror=alert(1)>`,
  `<img src="https://a.example/x.png" onerror=alert(1)>`,
  `<img src="javascript:alert(1)">`,
  `<IMG SRC=JaVaScRiPt:alert('XSS')>`,
  `<img src="data:image/svg+xml;base64,PHN2ZyBvbmxvYWQ9YWxlcnQoMSk+">`,
  `<svg onload=alert(1)>`,
  `<svg><script>alert(1)</script></svg>`,
  `<svg><a xlink:href="javascript:alert(1)"><text x="20" y="20">x</text></a></svg>`,
  `<svg><animate onbegin=alert(1) attributeName=x dur=1s>`,
  `<svg><foreignObject><img src=x onerror=alert(1)></foreignObject></svg>`,
  `<body onload=alert(1)>`,
  `<iframe src="https://evil.example"></iframe>`,
  `<iframe srcdoc="<script>alert(1)</script>"></iframe>`,
  `<object data="javascript:alert(1)"></object>`,
  `<embed src="javascript:alert(1)">`,
  `<a href="javascript:alert(1)">x</a>`,
  `<a href="JAVASCRIPT:alert(1)">x</a>`,
  `<a href=" javascript:alert(1)">x</a>`,
  `<a href="jav&#x09;ascript:alert(1)">x</a>`,
  `<a href="java\u0000script:alert(1)">x</a>`,
  `<a href="&#106;&#97;&#118;&#97;&#115;&#99;&#114;&#105;&#112;&#116;&#58;alert(1)">x</a>`,
  `<a href="vbscript:msgbox(1)">x</a>`,
  `<a href="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==">x</a>`,
  `<a href="//evil.example/">x</a>`,
  `<div style="background:url(javascript:alert(1))">x</div>`,
  `<p style="behavior:url(x.htc)">x</p>`,
  `<style>@import 'https://evil.example/x.css';</style><p>x</p>`,
  `<form action="javascript:alert(1)"><input type=submit></form>`,
  `<button formaction="javascript:alert(1)">x</button>`,
  `<math><mtext><table><mglyph><style><img src=x onerror=alert(1)>`,
  `<details open ontoggle=alert(1)>`,
  `<video><source onerror=alert(1)></video>`,
  `<meta http-equiv="refresh" content="0;url=javascript:alert(1)">`,
  `<link rel=stylesheet href="javascript:alert(1)">`,
  `<base href="javascript:/">`,
  `<table background="javascript:alert(1)"><tr><td>x</td></tr></table>`,
  `<td onmouseover=alert(1)>x</td>`,
  `<<script>script>alert(1)<</script>/script>`,
  `<scr<script>ipt>alert(1)</scr</script>ipt>`,
  `<!--<img src="--><img src=x onerror=alert(1)//">`,
  `<noscript><p title="</noscript><img src=x onerror=alert(1)>">`,
  `<a href="https://ok.example" onclick="alert(1)" target="_blank">x</a>`,
  `<h2 onclick="alert(1)" id="x" class="y">Title</h2>`,
  `<template><script>alert(1)</script></template>`,
];

const DANGEROUS =
  /<script|<iframe|<object|<embed|<svg|<math|<form|<input|<button|<meta|<link|<base|<style|\son\w+\s*=|javascript:|vbscript:|data:text|data:image\/svg|style=|srcdoc|xlink/i;

const RICH =
  '<h2>Title</h2><p><strong>Bold</strong> and <em>italic</em></p><ul><li>one</li></ul><ol start="3"><li>two</li></ol>' +
  '<table><caption>Dates</caption><thead><tr><th scope="col">A</th></tr></thead><tbody><tr><td colspan="2">1</td></tr></tbody></table>' +
  '<a href="mailto:wil@example.edu">mail</a><a href="/academic/resources">here</a>' +
  '<a href="https://a.example" target="_blank" rel="noopener noreferrer">new tab</a>' +
  '<img src="data:image/png;base64,iVBORw0KGgo=" alt="A chart" width="10" height="10" />';

describe('the server sanitiser (sanitize-html with the policy) removes every XSS vector', () => {
  for (const p of PAYLOADS) {
    it(`neutralises ${JSON.stringify(p).slice(0, 70)}`, () => {
      const out = sanitizeHtml(p);
      expect(out).not.toMatch(DANGEROUS);
      // Sanitising is stable: stored clean text sanitised again on the way out changes nothing.
      expect(sanitizeHtml(out)).toBe(out);
    });
  }
});

describe('the server sanitiser keeps real rich content', () => {
  it('keeps headings, lists, tables, safe links and inline images', () => {
    expect(sanitizeHtml(RICH)).toBe(RICH);
  });
  it('gives new-tab links rel="noopener noreferrer" and drops other targets', () => {
    expect(sanitizeHtml('<a href="https://a.example" target="_blank">a</a>')).toBe(
      '<a href="https://a.example" target="_blank" rel="noopener noreferrer">a</a>',
    );
    expect(sanitizeHtml('<a href="https://a.example" target="_top" rel="opener">a</a>')).toBe(
      '<a href="https://a.example">a</a>',
    );
  });
  it('drops an image without a safe source and gives images an empty alt at least', () => {
    expect(sanitizeHtml('<p><img src="http://plain.example/x.png"></p>')).toBe('<p></p>');
    expect(sanitizeHtml('<img src="https://a.example/x.png">')).toBe('<img src="https://a.example/x.png" alt="" />');
  });
  it('unwraps unknown elements but keeps their text', () => {
    expect(sanitizeHtml('<font color="red">Hello</font> <marquee>world</marquee>')).toBe('Hello world');
    // The page or dialog title is the h1; rich text starts at h2.
    expect(sanitizeHtml('<h1>Title</h1><h2>Part</h2>')).toBe('Title<h2>Part</h2>');
  });
});

describe('the shared link and image rules', () => {
  it('allows http, https, mailto and relative links only', () => {
    for (const ok of [
      'https://a.example',
      'http://a.example',
      'mailto:a@b.example',
      '/academic/resources',
      '#top',
      'page.html',
    ])
      expect([ok, safeHref(ok), SAFE_URI_PATTERN.test(ok)]).toEqual([ok, true, true]);
    for (const bad of ['javascript:alert(1)', 'data:text/html,x', 'vbscript:x', '//evil.example', '/\\evil.example'])
      expect([bad, safeHref(bad), SAFE_URI_PATTERN.test(bad)]).toEqual([bad, false, false]);
    expect(safeHref('java\tscript:alert(1)')).toBe(false);
    expect(safeHref(' JavaScript:alert(1)')).toBe(false);
  });
  it('allows https images and inline raster images only', () => {
    expect(safeImageSrc('https://a.example/x.png')).toBe(true);
    expect(safeImageSrc('data:image/png;base64,AAAA')).toBe(true);
    expect(safeImageSrc('http://a.example/x.png')).toBe(false);
    expect(safeImageSrc('data:image/svg+xml;base64,AAAA')).toBe(false);
    expect(safeImageSrc('javascript:alert(1)')).toBe(false);
  });
});

describe("the browser's DOMPurify configuration is the policy", () => {
  it('takes tags, attributes, URI rule and dropped contents from HTML_POLICY', () => {
    expect(PURIFY_CONFIG.ALLOWED_TAGS).toEqual([...HTML_POLICY.tags]);
    expect(new Set(PURIFY_CONFIG.ALLOWED_ATTR)).toEqual(new Set(Object.values(HTML_POLICY.attributes).flat()));
    expect(PURIFY_CONFIG.ALLOWED_ATTR).toBe(ALL_ATTRIBUTES);
    expect(PURIFY_CONFIG.ALLOWED_URI_REGEXP).toBe(SAFE_URI_PATTERN);
    expect(PURIFY_CONFIG.ADD_FORBID_CONTENTS).toEqual([...HTML_POLICY.dropWithContent]);
  });
});

describe('the browser sanitiser (DOMPurify with the policy) in Chromium', () => {
  let browser: Browser;
  let page: Page;
  const root = fileURLToPath(new URL('../..', import.meta.url));

  beforeAll(async () => {
    // The real client module, bundled by Vite as the app's build bundles it.
    const built = await build({
      configFile: false,
      logLevel: 'silent',
      resolve: { alias: { '@core': `${root}core` } },
      build: {
        write: false,
        minify: false,
        lib: { entry: `${root}core/client/ui/sanitizeHtml.ts`, formats: ['iife'], name: 'Clean' },
      },
    });
    const code = ([built].flat()[0] as Rolldown.RolldownOutput).output[0].code;
    browser = await chromium.launch({
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: ['--headless', '--no-sandbox', '--disable-gpu'],
    });
    page = await browser.newPage();
    await page.setContent('<!doctype html><html><body><div id="out"></div></body></html>');
    await page.addScriptTag({ content: code });
    // Every payload calls alert(1): count the calls instead of showing dialogs.
    await page.evaluate(() => {
      (window as any).xss = 0;
      window.alert = () => void (window as any).xss++;
    });
  }, 60_000);
  afterAll(async () => {
    await browser?.close();
  });

  const clean = (html: string) => page.evaluate((h) => (window as any).Clean.sanitizeHtml(h) as string, html);
  /** The HTML as the browser parses and serialises it, to compare the two sides' output. */
  const normal = (html: string) =>
    page.evaluate((h) => {
      // Parsed in a body context (as DOMPurify parses), in an inert document: nothing loads or runs.
      const d = document.implementation.createHTMLDocument('');
      d.body.innerHTML = h;
      return d.body.innerHTML;
    }, html);

  it('neutralises every payload the server sanitiser neutralises', async () => {
    for (const p of PAYLOADS) {
      const out = await clean(p);
      expect([p, out]).not.toEqual([p, expect.stringMatching(DANGEROUS)]);
      // The server's output is already clean by the browser's rules too: one policy, two tools.
      const server = sanitizeHtml(p);
      expect([p, await clean(server)]).toEqual([p, await normal(server)]);
    }
  });

  it('keeps the same rich content the server keeps', async () => {
    expect(await clean(RICH)).toBe(await normal(sanitizeHtml(RICH)));
    expect(await clean('<a href="https://a.example" target="_top" rel="opener">a</a>')).toBe(
      '<a href="https://a.example">a</a>',
    );
    expect(await clean('<p><img src="http://plain.example/x.png"></p>')).toBe('<p></p>');
  });

  it('runs no script when either side’s output is put into the page', async () => {
    for (const p of PAYLOADS) {
      const html = [await clean(p), sanitizeHtml(p)];
      await page.evaluate((hs) => {
        for (const h of hs) {
          const d = document.createElement('div');
          d.innerHTML = h;
          document.getElementById('out')!.append(d);
        }
      }, html);
    }
    // Give error and load handlers a moment to fire, had any survived.
    await page.waitForTimeout(300);
    expect(await page.evaluate(() => (window as any).xss)).toBe(0);
  });
});
