import type { MediaFiles } from './files';

export interface BucketOptions {
  bucket: string;
  /** An S3-compatible service's address (MinIO, Ceph, R2…); unset: AWS S3 itself. */
  endpoint?: string;
  region: string;
  /** Prepended to each hash: several sites can share one bucket. */
  prefix: string;
  /** Unset: the SDK's own chain (environment, instance role). */
  accessKeyId?: string;
  secretAccessKey?: string;
}

/**
 * Library files in an S3-compatible bucket, through the AWS SDK: it signs requests for every S3-compatible service
 * and retries what can be retried. Loaded on first use, so that a site without a bucket never loads it.
 */
export function bucketFiles(options: BucketOptions): MediaFiles {
  type Sdk = typeof import('@aws-sdk/client-s3');
  let client: Promise<{ sdk: Sdk; s3: InstanceType<Sdk['S3Client']> }> | undefined;
  const connect = () =>
    (client ??= import('@aws-sdk/client-s3').then((sdk) => ({
      sdk,
      s3: new sdk.S3Client({
        region: options.region,
        ...(options.endpoint ? { endpoint: options.endpoint, forcePathStyle: true } : {}),
        ...(options.accessKeyId && options.secretAccessKey ? { credentials: { accessKeyId: options.accessKeyId, secretAccessKey: options.secretAccessKey } } : {}),
      }),
    })));
  const Key = (hash: string) => `${options.prefix}${hash}`;
  return {
    async put(hash, bytes) {
      const { sdk, s3 } = await connect();
      await s3.send(new sdk.PutObjectCommand({ Bucket: options.bucket, Key: Key(hash), Body: bytes }));
    },
    async get(hash) {
      const { sdk, s3 } = await connect();
      try {
        const object = await s3.send(new sdk.GetObjectCommand({ Bucket: options.bucket, Key: Key(hash) }));
        return object.Body ? Buffer.from(await object.Body.transformToByteArray()) : null;
      } catch (error) {
        if ((error as { name?: string }).name === 'NoSuchKey') return null;
        throw error;
      }
    },
    async remove(hash) {
      const { sdk, s3 } = await connect();
      await s3.send(new sdk.DeleteObjectCommand({ Bucket: options.bucket, Key: Key(hash) }));
    },
  };
}
