// The designer work port's contract against Firestore on the emulator (the memory fake runs it in
// memory-designer-work.test.ts).
import { getFirestore } from 'firebase-admin/firestore';
import { adminApp } from '../../composition.js';
import { readConfig } from '../../config.js';
import { emulatorHosts } from '../../testing/backend.js';
import { designerWorkContract, type PlantedWork } from '../../testing/contracts/designer-work.contract.js';
import { firestoreDesignerWork } from './designer-work.firestore.js';

designerWorkContract('firestore', async () => {
  emulatorHosts();
  const db = getFirestore(await adminApp(readConfig(process.env)));
  return {
    work: firestoreDesignerWork(db),
    plant: async (collection, id, item) => void (await db.collection(collection).doc(id).set(item)),
    read: async (collection, id) => (await db.collection(collection).doc(id).get()).data() as PlantedWork,
  };
});
