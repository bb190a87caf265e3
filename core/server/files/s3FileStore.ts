import { Readable } from 'node:stream';
import {
  AbortMultipartUploadCommand,
  CompleteMultipartUploadCommand,
  CreateMultipartUploadCommand,
  DeleteObjectCommand,
  GetObjectCommand,
  HeadBucketCommand,
  HeadObjectCommand,
  ListObjectsV2Command,
  PutObjectCommand,
  S3Client,
  UploadPartCommand,
  type S3ClientConfig,
} from '@aws-sdk/client-s3';
import type { ListableStore, StoredEntry, StoredFile } from './fileStore.js';
import { assertSafeStoragePath, putAtNewPath } from './storagePath.js';

/** Parts of a streamed upload: S3's smallest part is 5 MB; at most one part is held in memory. */
const PART_BYTES = 8 * 1024 * 1024;

const status = (e: unknown) => (e as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode;
const isMissing = (e: unknown) => {
  const name = (e as { name?: string }).name;
  return name === 'NoSuchKey' || name === 'NotFound' || status(e) === 404;
};

/** Reads a stream into chunks of PART_BYTES (the last one shorter). */
async function* parts(stream: Readable): AsyncGenerator<Buffer> {
  let held: Buffer[] = [];
  let size = 0;
  for await (const chunk of stream) {
    const b = Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk as string);
    held.push(b);
    size += b.length;
    while (size >= PART_BYTES) {
      const all = Buffer.concat(held);
      yield all.subarray(0, PART_BYTES);
      held = [all.subarray(PART_BYTES)];
      size = held[0]!.length;
    }
  }
  if (size > 0 || held.length === 0) yield Buffer.concat(held);
}

/**
 * Files in an S3-compatible bucket (AWS S3, MinIO, Ceph…), streamed both ways: a download is the
 * object's body piped to the reply; a streamed upload goes up part by part.
 */
export class S3FileStore implements ListableStore {
  readonly kind = 's3';
  readonly client: S3Client;

  constructor(
    readonly bucket: string,
    config: S3ClientConfig,
    /** Key prefix inside the bucket ('' or ending in '/'), so one bucket can serve several deployments. */
    private readonly prefix = '',
  ) {
    // Checksums only where S3 requires them: S3-compatible servers differ in what they accept.
    this.client = new S3Client({
      requestChecksumCalculation: 'WHEN_REQUIRED',
      responseChecksumValidation: 'WHEN_REQUIRED',
      ...config,
    });
  }

  private key(storagePath: string) {
    return this.prefix + assertSafeStoragePath(storagePath);
  }

  /** Start-up check: the bucket exists and these keys may use it. */
  async checkBucket(timeoutMs: number): Promise<void> {
    await this.client.send(new HeadBucketCommand({ Bucket: this.bucket }), {
      abortSignal: AbortSignal.timeout(timeoutMs),
    });
  }

  save(folder: string, bytes: Buffer, ext: string): Promise<string> {
    return putAtNewPath(this, folder, bytes, ext);
  }

  async put(storagePath: string, body: Buffer | Readable): Promise<void> {
    const Key = this.key(storagePath);
    if (Buffer.isBuffer(body)) {
      await this.client.send(new PutObjectCommand({ Bucket: this.bucket, Key, Body: body }));
      return;
    }
    const it = parts(body);
    const first = await it.next();
    const firstPart = first.done ? Buffer.alloc(0) : first.value;
    const second = await it.next();
    if (second.done) {
      await this.client.send(new PutObjectCommand({ Bucket: this.bucket, Key, Body: firstPart }));
      return;
    }
    const { UploadId } = await this.client.send(new CreateMultipartUploadCommand({ Bucket: this.bucket, Key }));
    const done: { PartNumber: number; ETag: string }[] = [];
    try {
      const send = async (part: Buffer) => {
        const PartNumber = done.length + 1;
        const r = await this.client.send(
          new UploadPartCommand({ Bucket: this.bucket, Key, UploadId, PartNumber, Body: part }),
        );
        done.push({ PartNumber, ETag: r.ETag! });
      };
      await send(firstPart);
      await send(second.value);
      for await (const part of it) await send(part);
      await this.client.send(
        new CompleteMultipartUploadCommand({ Bucket: this.bucket, Key, UploadId, MultipartUpload: { Parts: done } }),
      );
    } catch (e) {
      await this.client.send(new AbortMultipartUploadCommand({ Bucket: this.bucket, Key, UploadId })).catch(() => {});
      throw e;
    }
  }

  async open(storagePath: string): Promise<StoredFile | null> {
    try {
      const r = await this.client.send(new GetObjectCommand({ Bucket: this.bucket, Key: this.key(storagePath) }));
      if (!(r.Body instanceof Readable)) throw new Error('The S3 client answered a body that is not a Node stream.');
      return { stream: r.Body, size: r.ContentLength };
    } catch (e) {
      if (isMissing(e)) return null;
      throw e;
    }
  }

  async exists(storagePath: string): Promise<boolean> {
    try {
      await this.client.send(new HeadObjectCommand({ Bucket: this.bucket, Key: this.key(storagePath) }));
      return true;
    } catch (e) {
      if (isMissing(e)) return false;
      throw e;
    }
  }

  async delete(storagePath: string): Promise<void> {
    await this.client.send(new DeleteObjectCommand({ Bucket: this.bucket, Key: this.key(storagePath) }));
  }

  /** Every object under the prefix, a page of ListObjectsV2 at a time. */
  async *list(): AsyncIterable<StoredEntry> {
    let ContinuationToken: string | undefined;
    do {
      const page = await this.client.send(
        new ListObjectsV2Command({ Bucket: this.bucket, Prefix: this.prefix || undefined, ContinuationToken }),
      );
      for (const o of page.Contents ?? []) {
        if (o.Key && !o.Key.endsWith('/')) yield { path: o.Key.slice(this.prefix.length), size: o.Size ?? 0 };
      }
      ContinuationToken = page.IsTruncated ? page.NextContinuationToken : undefined;
    } while (ContinuationToken);
  }

  close() {
    this.client.destroy();
  }
}
