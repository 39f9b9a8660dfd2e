import fs from 'node:fs/promises';
import path from 'node:path';
import { config } from '../../config';
import { ApiError, CODE } from '../http';
import { bucketFiles } from './bucket-files';

/**
 * Where library items' bytes live when not in the store's media rows (named by their hash): a directory
 * (MEDIA_DIR) or an S3-compatible bucket (MEDIA_S3_BUCKET, which wins when both are set).
 */
export interface MediaFiles {
  /** Complete before it returns: a row is written only after its bytes are. */
  put(hash: string, bytes: Buffer): Promise<void>;
  /** null when there is no such file. */
  get(hash: string): Promise<Buffer | null>;
  remove(hash: string): Promise<void>;
}

function directoryFiles(dir: string): MediaFiles {
  return {
    async put(hash, bytes) {
      await fs.mkdir(dir, { recursive: true });
      // Written aside and renamed: a reader never sees half a file.
      const temporary = path.join(dir, `${hash}.${process.pid}.${Date.now()}.part`);
      await fs.writeFile(temporary, bytes);
      await fs.rename(temporary, path.join(dir, hash));
    },
    get: (hash) => fs.readFile(path.join(dir, hash)).catch(() => null),
    remove: (hash) => fs.rm(path.join(dir, hash), { force: true }),
  };
}

let made: { key: string; files: MediaFiles | null } | undefined;

/** The configured place, or null: the bytes stay in the store. */
export function mediaFiles(): MediaFiles | null {
  const c = config();
  const key = JSON.stringify([c.MEDIA_S3_BUCKET, c.MEDIA_S3_ENDPOINT, c.MEDIA_S3_REGION, c.MEDIA_S3_PREFIX, c.MEDIA_S3_ACCESS_KEY_ID, c.MEDIA_DIR]);
  if (made?.key !== key) {
    const files = c.MEDIA_S3_BUCKET
      ? bucketFiles({ bucket: c.MEDIA_S3_BUCKET, endpoint: c.MEDIA_S3_ENDPOINT, region: c.MEDIA_S3_REGION, prefix: c.MEDIA_S3_PREFIX, accessKeyId: c.MEDIA_S3_ACCESS_KEY_ID, secretAccessKey: c.MEDIA_S3_SECRET_ACCESS_KEY })
      : c.MEDIA_DIR
        ? directoryFiles(c.MEDIA_DIR)
        : null;
    made = { key, files };
  }
  return made.files;
}

/** A failure of the file place itself (a bucket that refuses or cannot be reached): 503, the reason in the log only. */
export function filesUnavailable(what: string, error: unknown): ApiError {
  console.error('[media] %s failed: %s', what, (error as Error).message);
  return new ApiError(503, CODE.UNAVAILABLE, 'the media storage is not available; try again later');
}
