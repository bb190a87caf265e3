/** How long an attachment link of an application page stays valid (it also ends with the session). */
export const DOWNLOAD_TTL_SECONDS = 3600;

/**
 * A stored file's download link, signed for that one file and the reader's session (issue 14):
 * the session's own read signature covers images only, never a student's documents. Null
 * without a stored file.
 */
export type Link = (storagePath: string | null | undefined) => string | null;

/** Stored files with their links. */
export const linked = <A extends { storagePath: string | null }>(list: readonly A[], link: Link) =>
  list.map((a) => ({ ...a, downloadUrl: link(a.storagePath) }));
