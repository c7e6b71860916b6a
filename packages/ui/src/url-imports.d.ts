// The web app's bundler (Vite) turns an import ending in ?url into the emitted file's URL.
declare module '*?url' {
  const url: string;
  export default url;
}
