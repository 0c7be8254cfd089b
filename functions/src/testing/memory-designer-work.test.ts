// The designer work port's contract against the memory fake (the emulator runs it in designer-work.firestore.api.test.ts).
import { designerWorkContract } from './contracts/designer-work.contract.js';
import { memoryDesignerWork } from './memory-designer-work.js';

designerWorkContract('memory', async () => {
  const work = memoryDesignerWork();
  return {
    work,
    plant: async (collection, id, item) => void work[collection].set(id, structuredClone(item)),
    read: async (collection, id) => structuredClone(work[collection].get(id)!),
  };
});
