export interface StoredBlob {
  data: Buffer;
  contentType: string;
}

/** A file read as a stream, a chunk at a time. */
export interface BlobStream {
  body: AsyncIterable<Uint8Array>;
  contentType: string;
  size: number;
}

/** Files (images) kept outside Firestore. Keys are relative paths such as `cutouts/<sha256>.png`. */
export interface BlobStore {
  readonly kind: 'local' | 'cloud-storage';
  put(key: string, data: Buffer, contentType: string): Promise<void>;
  get(key: string): Promise<StoredBlob | null>;
  delete(key: string): Promise<void>;
  /**
   * Writes a file as its chunks arrive, never holding it whole (a data export of hundreds of megabytes); the file
   * appears only once complete. Answers its size in bytes.
   */
  putStream(key: string, body: AsyncIterable<Uint8Array>, contentType: string): Promise<number>;
  /** Reads a file as a stream; null when there is none. */
  read(key: string): Promise<BlobStream | null>;
  /**
   * A URL that downloads the file directly from the store until `expiresAt`, saved as `fileName`; null where the store
   * cannot sign one (the local folder), and the API streams the file itself.
   */
  signedDownloadUrl(key: string, options: { expiresAt: Date; fileName: string }): Promise<string | null>;
}
