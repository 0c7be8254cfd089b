/** One file of an archive: its path inside and its bytes. */
export interface ArchiveEntry {
  path: string;
  data: Uint8Array;
  /** Already compressed (pictures): stored as they are. */
  stored?: boolean;
}

/** Archive formats, written as a stream. */
export interface Archives {
  /** The zip of `entries`, a chunk at a time: only the entry being written is held, never the archive. */
  zip(entries: AsyncIterable<ArchiveEntry>): AsyncIterable<Uint8Array>;
}
