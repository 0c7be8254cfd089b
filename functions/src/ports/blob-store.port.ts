export interface StoredBlob {
  data: Buffer;
  contentType: string;
}

/** Files (images) kept outside Firestore. Keys are relative paths such as `cutouts/<sha256>.png`. */
export interface BlobStore {
  readonly kind: 'local' | 'cloud-storage';
  put(key: string, data: Buffer, contentType: string): Promise<void>;
  get(key: string): Promise<StoredBlob | null>;
  delete(key: string): Promise<void>;
}
