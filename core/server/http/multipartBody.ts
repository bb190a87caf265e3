import type { FastifyRequest } from 'fastify';
import type { ValidateFunction } from 'ajv';
import {
  DEFAULT_FILE_MAX_BYTES,
  modelFieldOf,
  type FilePartSpec,
  type MultipartSpec,
} from '@core/shared/multipartSpec.js';
import type { Kernel } from '../kernel.js';
import { checkedType } from '../files/fileType.js';
import { keptFileName } from '../files/fileName.js';
import { fileTooLarge, megabytes, multipartFault, TooLarge } from '../files/multipartFaults.js';
import { validation } from './appError.js';
import { boundedSchema } from './boundedSchema.js';
import { compileBody, refuseIllFormedText } from './bodyValidation.js';
import { validationMessage } from './errorHandler.js';

/**
 * Multipart calls (issue 27): the route declares its parts, as its call spec does
 * (core/shared/multipartSpec.ts), and the kernel reads and checks them before the handler, which
 * receives `body` (the JSON model of form field 'model' or the spec's own, validated against the call's body
 * schema like any payload) and `files` (field name → ReceivedFile). Nothing is kept of a refused
 * request: the parts are read into memory only, and a file past its limit is refused while it
 * streams in. Faults answer VALIDATION envelopes: 413 for sizes and counts, 400 otherwise.
 */

/** A file part as a route declares it: the limit may come from data (a system parameter). */
export interface FilePartDeclaration extends Omit<FilePartSpec, 'maxBytes'> {
  readonly maxBytes?: number | ((kernel: Kernel) => number | Promise<number>);
}

export interface MultipartDeclaration extends Omit<MultipartSpec, 'files'> {
  readonly files: Readonly<Record<string, FilePartDeclaration>>;
}

/** One file the handler receives: checked by content, whole in memory. */
export interface ReceivedFile {
  bytes: Buffer;
  /** The type found in the content ('png', 'xlsx'…), never the name's. */
  ext: string;
  mime: string;
  /** The name the browser sent, for display only, as keptFileName keeps it (at most 200 characters). */
  fileName: string;
  size: number;
}
export type ReceivedFiles = Readonly<Record<string, ReceivedFile>>;

/** What the handler of a call that is not multipart receives as `files`. */
export const NO_FILES: ReceivedFiles = Object.freeze({});

/** Text fields a form may carry: the model, and a few a browser or client library adds (ignored). */
const MAX_FIELDS = 8;
/** The model's JSON text, as large as a JSON body may be (core/server/app.ts bodyLimit). */
const MODEL_MAX_BYTES = 1024 * 1024;

interface MultipartRoute {
  readonly path: string;
  readonly body?: object;
  readonly multipart?: MultipartDeclaration;
}

interface Prepared {
  parts: [string, FilePartDeclaration][];
  validate: ValidateFunction | null;
  /** The form field of the JSON model ('model', or the one the spec names). */
  modelField: string;
  /** Whether the model must be sent (its schema requires a field). */
  modelRequired: boolean;
}
const prepared = new WeakMap<object, Prepared>();

/** Refuses a declaration the kernel cannot honour, naming the call (the server does not start). */
function checkDeclaration(route: MultipartRoute): [string, FilePartDeclaration][] {
  const parts = Object.entries(route.multipart?.files ?? {});
  const fault = (what: string) => new Error(`The multipart call '${route.path}' ${what}.`);
  if (!parts.length) throw fault('declares no file part');
  for (const [name, part] of parts) {
    const model = modelFieldOf(route);
    if (name === model) throw fault(`names a file part '${model}', the form field of its JSON model`);
    if (!part.types.length) throw fault(`accepts no type in file part '${name}'`);
    const { maxBytes } = part;
    if (typeof maxBytes === 'number' && !(Number.isSafeInteger(maxBytes) && maxBytes > 0)) {
      throw fault(`has a maxBytes that is not a positive whole number in file part '${name}'`);
    }
  }
  return parts;
}

function prepare(route: MultipartRoute): Prepared {
  let p = prepared.get(route);
  if (!p) {
    // The model is bounded like every route body (int4, string caps, no NUL).
    const required = (route.body as { required?: unknown[] } | undefined)?.required;
    p = {
      parts: checkDeclaration(route),
      validate: route.body ? compileBody(boundedSchema(route.body)) : null,
      modelField: modelFieldOf(route),
      modelRequired: Array.isArray(required) && required.length > 0,
    };
    prepared.set(route, p);
  }
  return p;
}

async function limitOf(kernel: Kernel, name: string, part: FilePartDeclaration): Promise<number> {
  const limit = typeof part.maxBytes === 'function' ? await part.maxBytes(kernel) : part.maxBytes;
  if (limit === undefined) return DEFAULT_FILE_MAX_BYTES;
  if (!Number.isSafeInteger(limit) || limit <= 0) {
    throw new Error(`The size limit of file part '${name}' is not a positive whole number: ${String(limit)}.`);
  }
  return limit;
}

/** A file past its limit, in the call's own words when its spec gives them ({n}: MB). */
const tooLarge = (part: FilePartDeclaration | undefined, max: number) =>
  part?.messages?.tooLarge
    ? new TooLarge(part.messages.tooLarge.replaceAll('{n}', String(megabytes(max))))
    : fileTooLarge(max);

/** The files and model text of the form, read within the limits; a fault is thrown as its envelope. */
async function readParts(request: FastifyRequest, { parts, modelField }: Prepared, limits: Map<string, number>) {
  const received = new Map<string, { bytes: Buffer; fileName: string }>();
  let model: { value: unknown } | null = null;
  // The limit of the file being read: a fault while streaming it names its own limit.
  let reading = Math.max(...limits.values());
  let readingPart: FilePartDeclaration | undefined = parts.length === 1 ? parts[0]![1] : undefined;
  const only = parts.length === 1 ? parts[0]![1] : undefined;
  try {
    const stream = request.parts({
      limits: {
        fileSize: reading,
        files: parts.length,
        fields: MAX_FIELDS,
        parts: parts.length + MAX_FIELDS,
        fieldSize: MODEL_MAX_BYTES,
      },
    });
    for await (const part of stream) {
      if (part.type === 'file') {
        const max = limits.get(part.fieldname);
        if (max === undefined) throw validation('The form has a file in a field this call does not take.');
        if (received.has(part.fieldname)) {
          throw validation(only?.messages?.tooMany ?? `Send one file in form field '${part.fieldname}'.`);
        }
        reading = max;
        readingPart = parts.find(([name]) => name === part.fieldname)?.[1];
        const chunks: Buffer[] = [];
        let size = 0;
        for await (const chunk of part.file as AsyncIterable<Buffer>) {
          size += chunk.length;
          // Refused as it streams in: nothing past the limit is read into memory.
          if (size > max) throw tooLarge(readingPart, max);
          chunks.push(chunk);
        }
        if (part.file.truncated) throw tooLarge(readingPart, max);
        received.set(part.fieldname, { bytes: Buffer.concat(chunks, size), fileName: keptFileName(part.filename) });
      } else if (part.fieldname === modelField) {
        if (model) throw validation(`Send form field '${modelField}' once.`);
        if (part.valueTruncated) throw new TooLarge(`Form field '${modelField}' is too large.`);
        model = { value: part.value };
      }
      // Any other text field is ignored, as a JSON body's undeclared fields are dropped.
    }
  } catch (e) {
    const code = (e as { code?: string }).code;
    if (code === 'FST_FILES_LIMIT') {
      throw new TooLarge(
        only ? (only.messages?.tooMany ?? 'Send one file only.') : `Send at most ${parts.length} files.`,
      );
    }
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw tooLarge(readingPart, reading);
    // A model part sent as application/json that does not parse.
    if (code === 'FST_INVALID_JSON_FIELD_ERROR') throw validation(`Form field '${modelField}' is not valid JSON.`);
    throw multipartFault(e, reading) ?? e;
  }
  return { received, model };
}

/**
 * Reads a multipart call's form before its handler: the declared files (size limits while
 * streaming, type by content) and the JSON model (form field 'model' or the spec's own, checked
 * against the call's body schema with the options of every body). Answers what the handler receives.
 */
export async function readMultipartBody(
  kernel: Kernel,
  route: MultipartRoute,
  request: FastifyRequest,
): Promise<{ body: unknown; files: ReceivedFiles }> {
  const prepared = prepare(route);
  const { parts, validate, modelField } = prepared;
  if (!request.isMultipart()) throw validation('Send the file as multipart/form-data.');
  const limits = new Map(
    await Promise.all(parts.map(async ([name, part]) => [name, await limitOf(kernel, name, part)] as const)),
  );
  const { received, model } = await readParts(request, prepared, limits);

  let body: unknown = undefined;
  if (validate) {
    if (!model && prepared.modelRequired) throw validation(`Send the JSON model in form field '${modelField}'.`);
    let value: unknown = model?.value ?? {};
    if (typeof value === 'string') {
      try {
        value = JSON.parse(value);
      } catch {
        throw validation(`Form field '${modelField}' is not valid JSON.`);
      }
    }
    refuseIllFormedText(value);
    if (!validate(value)) throw validation(validationMessage(validate.errors ?? []));
    body = value;
  }

  const files: Record<string, ReceivedFile> = {};
  for (const [name, part] of parts) {
    const got = received.get(name);
    // A browser sends an empty part for a file input left empty.
    if (!got || got.bytes.length === 0) {
      if (part.required === false) continue;
      throw validation(
        part.messages?.missing ?? (parts.length === 1 ? 'Please choose a file.' : `Please choose a file for ${name}.`),
      );
    }
    const type = await checkedType(got.bytes, { allowed: part.types, label: part.label });
    files[name] = { bytes: got.bytes, ...type, fileName: got.fileName, size: got.bytes.length };
  }
  return { body, files };
}

/**
 * The request body of a multipart call for /api/docs (OpenAPI multipart/form-data): each file
 * field as binary with its types and limit, and the model as the call's body schema (an object
 * property of a multipart body is sent as JSON, OpenAPI's default encoding). Checks the
 * declaration on the way: a fault stops the server at start, naming the call.
 */
export function multipartRequestBody(route: MultipartRoute): object {
  const { parts, modelField, modelRequired } = prepare(route);
  const properties: Record<string, object> = {};
  const required: string[] = [];
  for (const [name, part] of parts) {
    const limit =
      typeof part.maxBytes === 'function'
        ? 'at most the size this deployment sets'
        : `at most ${megabytes(part.maxBytes ?? DEFAULT_FILE_MAX_BYTES)} MB`;
    properties[name] = {
      type: 'string',
      format: 'binary',
      description: `${part.label ?? part.types.join(', ')}, checked by content; ${limit}.`,
    };
    if (part.required !== false) required.push(name);
  }
  if (route.body) {
    properties[modelField] = { ...route.body, description: 'The JSON model of the call, as JSON text.' };
    if (modelRequired) required.push(modelField);
  }
  return { type: 'object', required, properties };
}
