/**
 * The spec's words for key documents (spec 002 §4, §5, §8): the server refuses with the
 * validation texts, and the screens show the success and confirmation texts (the envelope's msg
 * is 'SUCCESS' on success).
 */
export const keyDocumentMessages = {
  fileTypeRequired: 'File Type is required.',
  oneFile: 'Maximum uploads 1 files.',
  selectFile: 'Please select file.',
  /** {n}: the limit in MB, from SYSTEM_CONFIG KEY_DOCUMENT_FILE_SIZE (default 10). */
  fileSize: 'File size must be less than {n}MB.',
  exemptedHoursRequired: 'Exempted Hours is required.',
  exemptedHoursRange: 'Exempted Hours must be between 0 and 999.99, with at most 2 decimals.',
  deleted: 'You have deleted the selected Key Document successfully.',
  submitted: 'You have submitted the selected Key Document successfully.',
  exemptedHoursSaved: 'You have successfully input the Exempted Hours of selected student.',
  deleteConfirm: 'Are you sure to delete?',
  submitConfirm:
    'Only document in Final status should be submitted. Once submitted, the document is deemed part of the Assessment Record and Locked (can view but not edit).',
  uploadHelp: 'Upload of Key Document and WIL Exemption is limited to Academic user only.',
  viewerFailed: 'File loading failed, please try again later!',
} as const;
