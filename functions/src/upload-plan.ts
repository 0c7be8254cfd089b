/**
 * The memory plan of uploads (docs/boards.md 'Uploads and memory'; `npm run bench uploads` measures it). Every upload
 * (board picture, room photo, avatar) runs on the generate function, and only there: the platform (functions-framework)
 * reads a request's whole body into memory (rawBody) before any route checks its own limit, so the bodies an instance
 * holds at once are its concurrency times the largest body the platform lets through (Cloud Run's 32 MiB request cap),
 * whatever our limits say. On the light API that is 80 × 32 MiB, more than its 512 MiB: no upload route is mounted there.
 *
 * The pixel caps (contracts) bound one picture; `slots` bound how many are decoded at once per instance, and `threads`
 * are sharp's libvips threads (the function's CPUs). One decoding slot: a 48 MP HEIC is decoded whole by libheif in
 * WebAssembly, the worst peak of any legal upload; other uploads wait their turn.
 *
 * The arithmetic, per instance, in MiB (`budget`; upload-plan.test.ts checks the sum):
 *     4 requests × 32 MiB of body, held whole                           128
 *   + one decoding slot's worst peak (a 48 MP HEIC: 776 measured)       800
 *   + the composed function (~105 measured) and four generations       1120 (~250 each: sharp compositing, the images)
 *   = 2048 ≤ 2 GiB. Two slots would need a second 800 out of the generations' share, so one it is.
 */
export const UPLOAD_PLAN = {
  function: 'generate',
  memory: '2GiB',
  memoryMib: 2048,
  /** Requests an instance takes at once: each may be an upload, its body held whole. */
  concurrency: 4,
  /** The largest body the platform reads before our code runs (our own limits, 15 MiB and 5 MiB, are checked after). */
  bodyMib: 32,
  slots: 1,
  threads: 2,
  budget: {
    bodiesMib: 4 * 32,
    decodingMib: 800,
    generationMib: 1120,
  },
} as const;
