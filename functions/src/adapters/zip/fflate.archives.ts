import { Zip, ZipDeflate, ZipPassThrough } from 'fflate';
import type { Archives } from '../../ports/archives.port.js';

/**
 * Zips with fflate's streaming Zip: each entry is written (pictures stored, the rest deflated) and its chunks handed
 * on before the next entry is read, so the archive is never whole in memory. fflate's Zip and its sync entries emit
 * their chunks synchronously, during push() and end().
 */
export function fflateArchives(): Archives {
  return {
    async *zip(entries) {
      let ready: Uint8Array[] = [];
      let failure: Error | null = null;
      const zip = new Zip((error, chunk) => {
        if (error) failure = error;
        else ready.push(chunk);
      });
      const drain = () => {
        if (failure) throw failure;
        const out = ready;
        ready = [];
        return out;
      };
      for await (const entry of entries) {
        const file = entry.stored ? new ZipPassThrough(entry.path) : new ZipDeflate(entry.path, { level: 6 });
        zip.add(file);
        file.push(entry.data, true);
        yield* drain();
      }
      zip.end();
      yield* drain();
    },
  };
}
