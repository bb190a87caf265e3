import { modelFieldOf, type FilesOf, type MultipartSpec } from '@core/shared/multipartSpec';
import { api, apiFile, type ApiOptions, type FileAnswer } from '../api';
import { withScope, type CallSpec, type ReplyOf, type SentPayloadOf } from './call';

/**
 * The kernel's calls that answer a file or send files (issue 27), with the envelope rules of every
 * call (core/client/api.ts): the token, the selected programme (header and the spec's scope
 * fields, as call() fills them), one refresh and retry, the session
 * ended on OVERTIME or a network failure, and a refusal thrown as an ApiError carrying the
 * envelope's object. Typed from the call spec, like call().
 */

/** A call that answers a file: `file: { contentType }` in its spec. */
export interface FileCallSpec extends CallSpec {
  readonly file: { readonly contentType: string };
}

/** A call that sends files: `multipart: { files }` in its spec; its `body` is the JSON model. */
export interface MultipartCallSpec extends CallSpec {
  readonly multipart: MultipartSpec;
}

/** POSTs a file call; answers the file and the name the server gave it (X-File-Name). */
export function callFile<C extends FileCallSpec>(
  spec: C,
  payload: SentPayloadOf<C>,
  opts?: ApiOptions,
): Promise<FileAnswer> {
  return apiFile(spec.path, withScope(spec, payload), opts);
}

/** Saves a file through the browser's download, under the server's name or `fallbackName`. */
export function saveFile(file: FileAnswer, fallbackName = 'download'): string {
  const name = file.fileName ?? fallbackName;
  const url = URL.createObjectURL(file.blob);
  const a = document.createElement('a');
  a.href = url;
  a.download = name;
  document.body.appendChild(a);
  a.click();
  a.remove();
  // The download has started from the object URL; let it go once the browser has it.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
  return name;
}

/** callFile, then saveFile: answers the name the file was saved under. */
export async function downloadFile<C extends FileCallSpec>(
  spec: C,
  payload: SentPayloadOf<C>,
  opts: ApiOptions & { fileName?: string } = {},
): Promise<string> {
  return saveFile(await callFile(spec, payload, opts), opts.fileName);
}

/** What a multipart call sends: its declared files, and its model when the spec has a body. */
export type PartsOf<C extends MultipartCallSpec> = { files: FilesOf<C> } & (C extends { body: object }
  ? { model: SentPayloadOf<C> }
  : { model?: undefined });

/**
 * POSTs a multipart call: each file in its declared form field, the model as JSON text in form
 * field 'model' or the one the spec names (core/shared/multipartSpec.ts). Answers the reply, typed from the spec.
 */
export function callMultipart<C extends MultipartCallSpec>(
  spec: C,
  parts: PartsOf<C>,
  opts?: ApiOptions,
): Promise<ReplyOf<C>> {
  const form = new FormData();
  if (parts.model !== undefined) form.append(modelFieldOf(spec), JSON.stringify(withScope(spec, parts.model)));
  for (const [name, blob] of Object.entries(parts.files as Record<string, Blob | undefined>)) {
    if (blob) form.append(name, blob);
  }
  return api<ReplyOf<C>>(spec.path, form, opts);
}
