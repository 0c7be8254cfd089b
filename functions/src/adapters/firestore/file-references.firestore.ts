import type { DocumentSnapshot, Firestore, Query } from 'firebase-admin/firestore';
import type { FileReferences } from '../../ports/file-references.port.js';

/** More documents than this naming one file count as using it without a closer look (never deletes wrongly). */
const SCAN_LIMIT = 20;

/**
 * Reference checks over `boards`, `generations` and `products`, each an equality or array-contains query on a
 * single-field index. A saved generation does not count by itself: its board does (or, deleted, no longer uses it).
 */
export function firestoreFileReferences(db: Firestore): FileReferences {
  const boards = db.collection('boards');
  const generations = db.collection('generations');
  const products = db.collection('products');
  const anyOther = async (query: Query, uses: (doc: DocumentSnapshot) => boolean) => {
    const { docs } = await query.limit(SCAN_LIMIT).get();
    return docs.length === SCAN_LIMIT || docs.some(uses);
  };
  return {
    async isUsedElsewhere({ path, productId }, { boardId, generationId }) {
      const otherBoard = (doc: DocumentSnapshot) => doc.id !== boardId;
      const unsavedGeneration = (doc: DocumentSnapshot) => doc.id !== generationId && !doc.get('savedBoardId');
      const checks = [
        anyOther(boards.where('imagePath', '==', path), otherBoard),
        anyOther(boards.where('cutoutPaths', 'array-contains', path), otherBoard),
        anyOther(boards.where('picturePaths', 'array-contains', path), otherBoard),
        anyOther(boards.where('roomPhoto.path', '==', path), otherBoard),
        anyOther(generations.where('imagePath', '==', path), unsavedGeneration),
        anyOther(products.where('imagePath', '==', path), () => true),
        anyOther(products.where('cutoutPath', '==', path), () => true),
      ];
      if (productId) checks.push(anyOther(generations.where('cutouts', 'array-contains', { productId, path }), unsavedGeneration));
      return (await Promise.all(checks)).some(Boolean);
    },
  };
}
