/**
 * Whether `id` can name a Firestore document. Ids from requests that cannot ('a/b', '..', '__x__', over 1,500 bytes)
 * make the SDK or the server throw, so the repositories treat them as naming nothing stored.
 */
export function isDocumentId(id: string): boolean {
  return id.length > 0 && Buffer.byteLength(id) <= 1500 && !id.includes('/') && id !== '.' && id !== '..' && !/^__.*__$/.test(id);
}
