// The boards port's contract against the memory fake (the emulator runs it in boards.firestore.api.test.ts).
import { boardsContract } from './contracts/boards.contract.js';
import { createGenerationJob } from './factories.js';
import { memoryBoards, memoryGenerations } from './memory-repositories.js';

boardsContract('memory', async () => {
  const generations = memoryGenerations();
  return {
    boards: memoryBoards(generations),
    generation: async (id, ownerUid) => void generations.jobs.set(id, createGenerationJob({ id, ownerUid })),
    savedBoardOf: async (id) => generations.jobs.get(id)?.savedBoardId ?? null,
  };
});
