/**
 * The memory plan of uploads, per function that reads them (README 'Uploads'; `npm run bench uploads` measures it).
 * The pixel caps (contracts) bound one picture; `slots` bound how many are decoded at once per instance, and `threads`
 * are sharp's libvips threads (the function's CPUs). The light API (512 MiB, 80 requests at once) reads avatars and
 * board pictures two at a time; generate (2 GiB, beside up to four generations) one room photo at a time, as a 48 MP
 * HEIC is decoded whole by libheif in WebAssembly.
 */
export const UPLOAD_PLANS = {
  api: { memory: '512MiB', slots: 2, threads: 1 },
  generate: { memory: '2GiB', slots: 1, threads: 2 },
} as const;
