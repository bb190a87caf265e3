import { type ServerRoute } from '@core/server/plugin.js';
import { defineRoute } from './area.js';
import { permission } from '@schemas/core/contract.js';
import { keyDocumentCalls as calls, keyDocumentForm } from '@schemas/key-documents/calls.js';
import { keyDocumentsContract } from '@schemas/key-documents/contract.js';
import { searchKeyDocumentChart } from './services/chart.js';
import { searchKeyDocumentById, searchKeyDocuments } from './services/search.js';
import { searchStudents, searchSupervisors } from './services/moduleChoices.js';
import { pickStudents } from './services/pickStudent.js';
import { keyDocumentMaxBytes } from './services/sizeLimit.js';
import { pdfOf, slidesOf } from './services/viewer.js';
import { deleteKeyDocument, insertKeyDocument, submitKeyDocument, updateKeyDocument } from './services/writes.js';

const f = keyDocumentsContract.functions.keyDocuments;

/** The upload form with the limit this deployment sets (SYSTEM_CONFIG KEY_DOCUMENT_FILE_SIZE). */
const form = { files: { file: { ...keyDocumentForm.files.file, maxBytes: keyDocumentMaxBytes } } };

/** What Upload and Replace declare alike: the form's one file, by whoever may upload. */
const upload = { multipart: form, auth: 'academic', permission: permission(f, 'canUpload') } as const;

/** The key-document calls (spec 002 §7 'Key documents'): a few lines each over the services. */
export const keyDocumentRoutes: readonly ServerRoute[] = [
  defineRoute({
    ...calls.search,
    summary:
      'Key documents of a cohort module or a student module: filtered, sorted and paged (an AS sees their own students only).',
    auth: 'academic',
    permission: permission(f, 'canSelect'),
    handler: ({ kernel, db, scope, actor, body }) => searchKeyDocuments(kernel, db, scope, actor, body),
  }),
  defineRoute({
    ...calls.searchChart,
    summary: "The Module Summary's key documents by status (maintained counts), for the module or one AS's students.",
    description: 'An AS who is neither MC nor PL of the programme gets their own students’ figures, whatever is sent.',
    auth: 'academic',
    permission: permission(f, 'canSelect'),
    handler: (c) => searchKeyDocumentChart(c),
  }),
  defineRoute({
    ...calls.searchById,
    summary: 'One key document with its events.',
    auth: 'academic',
    permission: permission(f, 'canSelect'),
    handler: ({ kernel, db, scope, actor, body }) =>
      searchKeyDocumentById(kernel, db, scope, actor, body.keyDocumentId),
  }),
  defineRoute({
    ...calls.searchStudent,
    summary:
      "The module's students an upload may name, by name (the Key Documents screen's Upload; an AS gets their own students only).",
    auth: 'academic',
    permission: permission(f, 'canSelect'),
    handler: (c) => searchStudents(c),
  }),
  defineRoute({
    ...calls.pickStudent,
    summary:
      "The module's students an upload may name whose student ID, name or last name starts with the text typed, a page at a time (an AS gets their own students only).",
    auth: 'academic',
    permission: permission(f, 'canSelect'),
    handler: (c) => pickStudents(c),
  }),
  defineRoute({
    ...calls.searchAcademic,
    summary:
      "The academic supervisors of the module's programme, by name (the Key Documents screen's AS filter; an AS gets themselves).",
    auth: 'academic',
    permission: permission(f, 'canSelect'),
    handler: (c) => searchSupervisors(c),
  }),
  defineRoute({
    ...calls.insert,
    ...upload,
    summary: 'Upload a key document, or an exemption with its hours (file type EXEMPT): one file, checked by content.',
    handler: ({ kernel, db, scope, actor, body, files }) =>
      insertKeyDocument(kernel, db, scope, actor, body, files.file!),
  }),
  defineRoute({
    ...calls.update,
    ...upload,
    summary: 'Replace a key document not yet submitted (an exemption with its hours); CONFLICT when changed meanwhile.',
    handler: ({ kernel, db, scope, actor, body, files }) =>
      updateKeyDocument(kernel, db, scope, actor, body, files.file!),
  }),
  defineRoute({
    ...calls.delete,
    summary:
      'Delete a key document not yet submitted: its uploader, or anyone but a programme leader when a student uploaded it.',
    auth: 'academic',
    permission: permission(f, 'canUpdate'),
    handler: ({ kernel, db, scope, actor, body }) => deleteKeyDocument(kernel, db, scope, actor, body),
  }),
  defineRoute({
    ...calls.updateStatus,
    summary: 'Submit a key document: SUBMITTED, part of the Assessment Record and locked.',
    auth: 'academic',
    permission: permission(f, 'canUpdate'),
    handler: ({ kernel, db, scope, actor, body }) => submitKeyDocument(kernel, db, scope, actor, body),
  }),
  defineRoute({
    ...calls.convertPptToBase64,
    summary: "A ppt or pptx key document's slides as PNG images (data: URLs), converted once and kept.",
    auth: 'academic',
    permission: permission(f, 'canView'),
    handler: ({ kernel, db, scope, actor, body }) => slidesOf(kernel, db, scope, actor, body.keyDocumentId),
  }),
  defineRoute({
    ...calls.convertToPdf,
    summary: 'A signed link to a PDF of a pdf, doc, docx, xls, xlsx or tif key document (converted once and kept).',
    auth: 'academic',
    permission: permission(f, 'canView'),
    handler: ({ kernel, db, scope, actor, body }) => pdfOf(kernel, db, scope, actor, body.keyDocumentId),
  }),
];
