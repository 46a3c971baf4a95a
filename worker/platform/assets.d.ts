// Font files imported as bytes by the Worker bundle (platform/fonts-edge.ts).
declare module '*.ttf' {
  const bytes: ArrayBuffer | Uint8Array;
  export default bytes;
}
