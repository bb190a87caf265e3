/** How long an attachment link of an application page stays valid (it also ends with the session). */
export const DOWNLOAD_TTL_SECONDS = 3600;

type Link = (storagePath: string | null | undefined) => string | null;
interface Annex {
  storagePath?: string | null;
}
interface WithFiles {
  storagePath?: string | null;
  jobApplAnnexModelList?: Annex[];
  eventRequestDocumentList?: { jobApplAnnexModelList?: Annex[] }[];
  eventDocumenAttachedList?: { jobApplAnnexModelList?: Annex[] }[];
}

const linked = <A extends Annex>(list: A[] | undefined, link: Link) =>
  (list ?? []).map((a) => ({ ...a, downloadUrl: link(a.storagePath) }));

/**
 * The application's resume and attachments each get a link signed for one file and the reader's
 * session (issue 14): the session's own read signature covers images only, never a student's
 * documents.
 */
export function withDownloadLinks<T extends WithFiles>(appl: T, link: Link) {
  return {
    ...appl,
    resumeUrl: link(appl.storagePath),
    jobApplAnnexModelList: linked(appl.jobApplAnnexModelList, link),
    eventRequestDocumentList: (appl.eventRequestDocumentList ?? []).map((e) => ({
      ...e,
      jobApplAnnexModelList: linked(e.jobApplAnnexModelList, link),
    })),
    eventDocumenAttachedList: (appl.eventDocumenAttachedList ?? []).map((e) => ({
      ...e,
      jobApplAnnexModelList: linked(e.jobApplAnnexModelList, link),
    })),
  };
}
