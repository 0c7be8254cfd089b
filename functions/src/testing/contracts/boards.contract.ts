// The boards port's contract for saving a generation, the part with rules (domain/board-saves.ts): the checks both
// implementations pass, the memory fake in the unit project (testing/memory-boards.test.ts) and Firestore on the emulator
// (adapters/firestore/boards.firestore.api.test.ts). Each check makes its own generations, so it runs beside other files.
import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { BOARD_DELETED, BOARD_TAKEN_DOWN, GENERATION_UNKNOWN } from '../../contracts/boards.js';
import type { NewBoard } from '../../domain/boards.js';
import type { BoardsRepository } from '../../ports/boards.port.js';
import { createBoardRecord } from '../factories.js';

export interface BoardsWorld {
  boards: BoardsRepository;
  /** A finished generation of `ownerUid`, not saved. */
  generation(id: string, ownerUid: string): Promise<void>;
  /** The board the generation is marked saved with, or null. */
  savedBoardOf(generationId: string): Promise<string | null>;
}

export function boardsContract(name: string, make: () => Promise<BoardsWorld>) {
  describe(`the boards port, saving a generation (${name})`, () => {
    let world: BoardsWorld;
    beforeAll(async () => {
      world = await make();
    });

    async function cast() {
      const run = randomUUID().slice(0, 8);
      const [ann, generationId] = [`ann-${run}`, `generation-${run}`];
      await world.generation(generationId, ann);
      const { id: _id, ...board } = createBoardRecord({ ownerUid: ann, generationId, title: `Nook ${run}` });
      return { run, ann, generationId, board: board as NewBoard };
    }

    it('saves a generation once, marking it with its board; saving again answers that board', async () => {
      const { generationId, board } = await cast();
      const first = await world.boards.saveGeneration(board);
      expect(first.created).toBe(true);
      expect(await world.savedBoardOf(generationId)).toBe(first.id);
      expect(await world.boards.get(first.id)).toMatchObject({ id: first.id, generationId, ownerUid: board.ownerUid, title: board.title });
      expect(await world.boards.saveGeneration({ ...board, title: 'Another' })).toEqual({ id: first.id, created: false });
      expect(await world.boards.get(first.id)).toMatchObject({ title: board.title });
    });

    it('refuses an unknown generation (404) and another member’s (403), writing nothing', async () => {
      const { run, generationId, board } = await cast();
      await expect(world.boards.saveGeneration({ ...board, generationId: `nothing-${run}` })).rejects.toMatchObject({
        code: 'not-found',
        message: GENERATION_UNKNOWN,
      });
      await expect(world.boards.saveGeneration({ ...board, ownerUid: `bob-${run}` })).rejects.toMatchObject({ code: 'forbidden' });
      expect(await world.savedBoardOf(generationId)).toBeNull();
    });

    it('does not bring back its board taken down or deleted (410)', async () => {
      const { board } = await cast();
      const { id } = await world.boards.saveGeneration(board);
      await world.boards.update(id, { hidden: true });
      await expect(world.boards.saveGeneration(board)).rejects.toMatchObject({ code: 'gone', message: BOARD_TAKEN_DOWN });
      await world.boards.delete(id);
      await expect(world.boards.saveGeneration(board)).rejects.toMatchObject({ code: 'gone', message: BOARD_DELETED });
      expect(await world.boards.get(id)).toBeNull();
    });
  });
}
