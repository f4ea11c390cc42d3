import type { AddressInfo } from 'node:net';
import S3rver from 's3rver';
import { startSignedS3Proxy } from '@pod/signed-s3-proxy';

export interface S3Server {
  endpoint: string;
  accessKey: string;
  secretKey: string;
  bucket: string;
  stop(): Promise<void>;
}

/** s3rver checks signatures against this fixed key pair. */
const S3RVER_KEY = 'S3RVER';

function corsConfig(origins: string[]): string {
  const rules = origins
    .map(
      (origin) => `<CORSRule>
    <AllowedOrigin>${origin}</AllowedOrigin>
    <AllowedMethod>GET</AllowedMethod><AllowedMethod>HEAD</AllowedMethod><AllowedMethod>PUT</AllowedMethod><AllowedMethod>POST</AllowedMethod>
    <AllowedHeader>*</AllowedHeader>
    <ExposeHeader>ETag</ExposeHeader>
    <MaxAgeSeconds>3000</MaxAgeSeconds>
  </CORSRule>`,
    )
    .join('\n  ');
  return `<CORSConfiguration>\n  ${rules}\n</CORSConfiguration>`;
}

/**
 * The embedded default's object storage: s3rver on local disk with the files bucket created
 * and CORS open to the front ends, so browsers POST straight to signed upload forms as with
 * MinIO. s3rver checks no signature, so it listens on a loopback port of its own and the
 * advertised port is the signature-checking proxy (@pod/signed-s3-proxy), which refuses unsigned requests.
 */
export async function startS3Server(options: { port?: number; host?: string; directory: string; bucket: string; corsOrigins: string[] }): Promise<S3Server> {
  const host = options.host ?? '127.0.0.1';
  const server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    directory: options.directory,
    silent: true,
    resetOnClose: false,
    configureBuckets: [{ name: options.bucket, configs: [corsConfig(options.corsOrigins)] }],
  });
  const backend = (await server.run()) as AddressInfo;
  const proxy = await startSignedS3Proxy({ backend: `http://127.0.0.1:${backend.port}`, accessKey: S3RVER_KEY, secretKey: S3RVER_KEY, host, port: options.port ?? 4569 });
  return {
    endpoint: proxy.url,
    accessKey: S3RVER_KEY,
    secretKey: S3RVER_KEY,
    bucket: options.bucket,
    async stop() {
      await proxy.close();
      await server.close();
    },
  };
}
