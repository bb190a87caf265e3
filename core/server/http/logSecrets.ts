/**
 * A URL as the log keeps it: a path segment of 32 or more base64url characters is a bearer secret
 * (a single-use link's token, /wpa/{token}: issue 31) and is written as '…'. Asset names, file
 * paths (their extension ends the run) and ids are shorter or broken by other characters.
 */
export const withoutSecrets = (url: string) => url.replace(/\/[A-Za-z0-9_-]{32,}(?=[/?#]|$)/g, '/…');
