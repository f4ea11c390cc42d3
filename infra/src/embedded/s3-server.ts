import S3rver from 's3rver';

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
 * and CORS open to the front ends, so browsers PUT straight to presigned URLs as with MinIO.
 */
export async function startS3Server(options: { port?: number; host?: string; directory: string; bucket: string; corsOrigins: string[] }): Promise<S3Server> {
  const host = options.host ?? '127.0.0.1';
  const server = new S3rver({
    address: host,
    port: options.port ?? 4569,
    directory: options.directory,
    silent: true,
    resetOnClose: false,
    configureBuckets: [{ name: options.bucket, configs: [corsConfig(options.corsOrigins)] }],
  });
  const address = await server.run();
  return {
    endpoint: `http://${host}:${address.port}`,
    accessKey: S3RVER_KEY,
    secretKey: S3RVER_KEY,
    bucket: options.bucket,
    stop: () => server.close(),
  };
}
