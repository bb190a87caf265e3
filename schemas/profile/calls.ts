import { profileUpdateData, webSiteSearchByIdBody } from './profile.js';
import { PHOTO_LABEL, PHOTO_MAX_BYTES, PHOTO_TYPES } from './profileRules.js';
import { profileReplies as r } from './replies.js';

/** The image uploads' form: one png, jpg or jpeg in field 'file', checked by the kernel before the handler. */
const imageForm = { files: { file: { types: PHOTO_TYPES, maxBytes: PHOTO_MAX_BYTES, label: PHOTO_LABEL } } } as const;

/**
 * The profile update's form: its JSON in form field 'data' (the spec's name), optionally one photo
 * in 'file'; the kernel reads and checks both before the handler.
 */
const profileForm = {
  model: 'data',
  files: { file: { types: PHOTO_TYPES, maxBytes: PHOTO_MAX_BYTES, label: PHOTO_LABEL, required: false } },
} as const;

/** The selected programme and cohort the profile is read in (its standing approvals, its roles). */
const profileScope = { progCode: 'progCode', cohortId: 'cohortId' } as const;

/**
 * The personal profile calls of spec 000 §7: path, payload and reply in one place. The server
 * declares its routes from these, and the screen's call functions take their types from them.
 * The six multipart calls declare their forms.
 */
export const profileCalls = {
  webSiteSearchById: {
    path: 'academicStaff/webSiteSearchById',
    body: webSiteSearchByIdBody,
    reply: r.webSiteSearchById,
    scope: profileScope,
  },
  webSiteUpdateById: {
    path: 'academicStaff/webSiteUpdateById',
    body: profileUpdateData,
    multipart: profileForm,
    reply: r.webSiteUpdateById,
    scope: profileScope,
  },
  imageUpload: { path: 'file/imageUpload', multipart: imageForm, reply: r.imageUpload },
  imgUpload: { path: 'file/imgUpload', multipart: imageForm, reply: r.imageUpload },
  uploadImg: { path: 'ckEditorUploadImg/uploadImg', multipart: imageForm, reply: r.imageUpload },
  formDataUpload: { path: 'file/formDataUpload', multipart: imageForm, reply: r.imageUpload },
} as const;
