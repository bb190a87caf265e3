import { describe, expect, it } from 'vitest';
import { sanitizeResourceHtml } from '@plugins/resources/server/sanitize.js';
import { safeHref, safeImageSrc } from '@plugins/resources/shared/htmlPolicy.js';

/** Classic XSS vectors (OWASP filter evasion cheat sheet and friends). */
const PAYLOADS = [
  `<script>alert(1)</script>`,
  `<SCRIPT SRC=//evil.example/x.js></SCRIPT>`,
  `<img src=x onerror=alert(1)>`,
  `<img src="javascript:alert(1)">`,
  `<IMG SRC=JaVaScRiPt:alert('XSS')>`,
  `<img src="data:image/svg+xml;base64,PHN2ZyBvbmxvYWQ9YWxlcnQoMSk+">`,
  `<svg onload=alert(1)>`,
  `<svg><script>alert(1)</script></svg>`,
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
  /<script|<iframe|<object|<embed|<svg|<math|<form|<input|<button|<meta|<link|<base|<style|\son\w+\s*=|javascript:|vbscript:|data:text|data:image\/svg|style=|srcdoc/i;

describe('the resource sanitiser removes every XSS vector', () => {
  for (const p of PAYLOADS) {
    it(`neutralises ${JSON.stringify(p).slice(0, 70)}`, () => {
      const out = sanitizeResourceHtml(p);
      expect(out).not.toMatch(DANGEROUS);
      // Sanitising is stable: a second pass changes nothing (the read path sanitises again).
      expect(sanitizeResourceHtml(out)).toBe(out);
    });
  }
});

describe('the resource sanitiser keeps real rich content', () => {
  it('keeps headings, lists, tables, safe links and inline images', () => {
    const html =
      '<h2>Title</h2><p><strong>Bold</strong> and <em>italic</em></p><ul><li>one</li></ul><ol><li>two</li></ol>' +
      '<table><caption>Dates</caption><thead><tr><th scope="col">A</th></tr></thead><tbody><tr><td colspan="2">1</td></tr></tbody></table>' +
      '<a href="mailto:wil@example.edu">mail</a><a href="/academic/resources">here</a>' +
      '<img src="data:image/png;base64,iVBORw0KGgo=" alt="A chart" width="10" height="10" />';
    expect(sanitizeResourceHtml(html)).toBe(html.replace(' />', ' />'));
  });

  it('gives new-tab links rel="noopener noreferrer"', () => {
    expect(sanitizeResourceHtml('<a href="https://a.example" target="_blank">a</a>')).toBe(
      '<a href="https://a.example" target="_blank" rel="noopener noreferrer">a</a>',
    );
  });

  it('drops an image without a safe source and gives images an empty alt at least', () => {
    expect(sanitizeResourceHtml('<p><img src="http://plain.example/x.png"></p>')).toBe('<p></p>');
    expect(sanitizeResourceHtml('<img src="https://a.example/x.png">')).toBe(
      '<img src="https://a.example/x.png" alt="" />',
    );
  });
});

describe('the shared link and image rules', () => {
  it('allows http, https, mailto and relative links only', () => {
    expect(safeHref('https://a.example')).toBe(true);
    expect(safeHref('mailto:a@b.example')).toBe(true);
    expect(safeHref('/academic/resources')).toBe(true);
    expect(safeHref('java\tscript:alert(1)')).toBe(false);
    expect(safeHref(' JavaScript:alert(1)')).toBe(false);
    expect(safeHref('//evil.example')).toBe(false);
    expect(safeHref('data:text/html,x')).toBe(false);
  });
  it('allows https images and inline raster images only', () => {
    expect(safeImageSrc('https://a.example/x.png')).toBe(true);
    expect(safeImageSrc('data:image/png;base64,AAAA')).toBe(true);
    expect(safeImageSrc('data:image/svg+xml;base64,AAAA')).toBe(false);
    expect(safeImageSrc('javascript:alert(1)')).toBe(false);
  });
});
