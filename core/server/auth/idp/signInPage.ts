import { escapeHtml as esc } from '../../html/escapeHtml.js';

/** The embedded provider's sign-in page: plain HTML, no script, so it fits the strict CSP. */
export function signInPage(p: { uid: string | null; error: string | null; login?: string }): string {
  const form = p.uid
    ? `<form method="post" action="/idp/interaction/${esc(p.uid)}/login" autocomplete="off">
        <label for="login">User ID</label>
        <input id="login" name="login" required maxlength="50" autofocus value="${esc(p.login ?? '')}">
        <label for="password">Password</label>
        <input id="password" name="password" type="password" required maxlength="200">
        <button type="submit">Sign in</button>
      </form>`
    : `<p><a href="/login">Start again</a></p>`;
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Sign in - University single sign-on</title>
<style>
body{font-family:system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;background:#f3f5f8;margin:0;color:#1c2127}
main{max-width:360px;margin:8vh auto;background:#fff;padding:32px;border-radius:8px;box-shadow:0 2px 8px rgba(0,0,0,.12)}
h1{font-size:1.4rem;margin:0 0 4px}p.sub{margin:0 0 24px;color:#404854}
label{display:block;font-weight:600;margin:16px 0 6px}
input{width:100%;box-sizing:border-box;padding:10px;border:1px solid #8f99a8;border-radius:4px;font-size:1rem}
button{margin-top:24px;width:100%;padding:12px;border:0;border-radius:4px;background:#215db0;color:#fff;font-size:1rem;font-weight:600;cursor:pointer}
input:focus-visible,button:focus-visible,a:focus-visible{outline:3px solid #8abbff;outline-offset:2px}
.error{background:#fae1e1;color:#8e1313;padding:10px;border-radius:4px;margin-bottom:8px}
nav{margin-top:24px;display:flex;gap:12px;flex-wrap:wrap;font-size:.9rem}a{color:#184a90}
</style></head>
<body><main>
<h1>University single sign-on</h1>
<p class="sub">Sign in with your institutional account.</p>
${p.error ? `<div class="error" role="alert">${esc(p.error)}</div>` : ''}
${form}
<nav aria-label="Help"><a href="/forgotUserID">Forgot User ID</a><a href="/forgotPassword">Forgot Password</a><a href="/help">Help</a><a href="/indexAbout">About</a></nav>
</main></body></html>`;
}
