import { webSiteSearchByIdBody } from './profile.js';
import { profileReplies as r } from './replies.js';

/**
 * The personal profile calls of spec 000 §7: path, payload and reply in one place. The server
 * declares its routes from these, and the screen's call functions take their types from them.
 * The multipart calls have no JSON payload schema: the service reads and checks their parts.
 */
export const profileCalls = {
  webSiteSearchById: {
    path: 'academicStaff/webSiteSearchById',
    body: webSiteSearchByIdBody,
    reply: r.webSiteSearchById,
  },
  webSiteUpdateById: { path: 'academicStaff/webSiteUpdateById', reply: r.webSiteUpdateById },
  imageUpload: { path: 'file/imageUpload', reply: r.imageUpload },
  imgUpload: { path: 'file/imgUpload', reply: r.imageUpload },
  uploadImg: { path: 'ckEditorUploadImg/uploadImg', reply: r.imageUpload },
  formDataUpload: { path: 'file/formDataUpload', reply: r.imageUpload },
} as const;
