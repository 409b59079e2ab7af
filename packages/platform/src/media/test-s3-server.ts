import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';

/**
 * A local S3-compatible server for tests: s3rver (an npm package) on a free loopback port, its
 * objects in a temporary folder. Undefined, with the reason, when the package cannot be loaded.
 */
export interface TestS3Server {
  endpoint: string;
  bucket: string;
  credentials: { accessKeyId: string; secretAccessKey: string };
  dir: string;
  stop(): Promise<void>;
}

export async function startTestS3Server(bucket = 'lightbox-media'): Promise<TestS3Server | string> {
  let S3rver: typeof import('s3rver').default;
  try {
    S3rver = (await import('s3rver')).default;
  } catch (error) {
    return `s3rver could not be loaded (${(error as Error).message}); run npm install`;
  }
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'lb-s3-'));
  const server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory: dir,
    configureBuckets: [{ name: bucket, configs: [] }],
  });
  const { port } = await server.run();
  return {
    endpoint: `http://127.0.0.1:${port}`,
    bucket,
    // s3rver's fixed development credentials: not a secret.
    credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
    dir,
    stop: async () => {
      await server.close();
      await fs.rm(dir, { recursive: true, force: true });
    },
  };
}
