// The front-end builds load CSS files as asset modules (infra/webpack: `type: 'asset/resource'`):
// importing one yields the URL of its emitted, hashed copy.
declare module '*.css' {
  const url: string;
  export default url;
}
