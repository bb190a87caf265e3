/**
 * How a multipart call declares its parts, in its call spec (schemas/<area>/calls.ts), shared by
 * the route (core/server/http/multipartBody.ts reads and checks the parts before the handler) and
 * the screens (core/client/data/fileCalls.ts sends them):
 *
 *   upload: {
 *     path: 'area/upload',
 *     body: uploadModel,                    // the JSON model, sent as form field 'model'
 *     multipart: { files: { file: { types: ['xlsx'], maxBytes: 2 * MB } } },
 *     reply: uploadReply,
 *   }
 *
 * The model is the call's `body` schema: one payload schema whatever the transport, bounded,
 * validated and typed like every other body. It travels as JSON text in the form field named
 * MODEL_FIELD, or the one the spec names (`model: 'data'`, webSiteUpdateById's); a call without
 * `body` takes files only.
 */

/** One file part of a multipart call. */
export interface FilePartSpec {
  /** Types accepted, as extensions ('png', 'jpg', 'xlsx'…), checked against the content, never the name. */
  readonly types: readonly string[];
  /** A file must be sent in this field unless `required: false`. */
  readonly required?: boolean;
  /** The largest file in bytes (refused while it streams in); the kernel's 20 MB when omitted. */
  readonly maxBytes?: number;
  /** What the type refusal calls the file ('a png, jpg or jpeg image'); the types otherwise. */
  readonly label?: string;
  /**
   * The call's own words for the kernel's refusals, where its spec has them: no file sent, more
   * than one, and past the limit ({n}: the limit in MB).
   */
  readonly messages?: { readonly missing?: string; readonly tooMany?: string; readonly tooLarge?: string };
}

export interface MultipartSpec {
  /** The file fields of the form by name; any other file field is refused. */
  readonly files: Readonly<Record<string, FilePartSpec>>;
  /** The form field of the JSON model when the spec names its own; MODEL_FIELD otherwise. */
  readonly model?: string;
}

/** The form field that carries the call's JSON model (its `body`). */
export const MODEL_FIELD = 'model';

/** The form field of a multipart call's JSON model. */
export const modelFieldOf = (spec: { multipart?: { model?: string } }) => spec.multipart?.model ?? MODEL_FIELD;

/** The kernel's file size limit when a part names none. */
export const DEFAULT_FILE_MAX_BYTES = 20 * 1024 * 1024;

type Optional<F> = { [K in keyof F]: F[K] extends { required: false } ? K : never }[keyof F];

/** The files a screen sends for a call: every part it requires, the optional ones if it likes. */
export type FilesOf<C> = C extends { multipart: { files: infer F } }
  ? { [K in Exclude<keyof F, Optional<F>>]: Blob } & { [K in Optional<F>]?: Blob }
  : never;
