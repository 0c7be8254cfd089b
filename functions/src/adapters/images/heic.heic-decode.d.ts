// heic-decode ships no types: the one call the room photo adapter makes (libheif-js underneath).
declare module 'heic-decode' {
  interface HeicImage {
    width: number;
    height: number;
    decode(): Promise<{ width: number; height: number; data: Uint8ClampedArray }>;
  }
  function decode(options: { buffer: Buffer | Uint8Array }): Promise<{ width: number; height: number; data: Uint8ClampedArray }>;
  namespace decode {
    /** Every top-level image, sized from the file without decoding; `dispose` frees libheif's handles. */
    function all(options: { buffer: Buffer | Uint8Array }): Promise<HeicImage[] & { dispose(): void }>;
  }
  export default decode;
}
