// The designer work port's contract: the checks both implementations pass, the memory fake in the unit project
// (testing/memory-designer-work.test.ts) and Firestore on the emulator (adapters/firestore/designer-work.firestore.api.test.ts).
// Each check plants work of a designer of its own, so it runs beside other files on a shared emulator.
import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import type { DesignerWork } from '../../ports/designer-work.port.js';

/** A review's or project's stored fields the release reads and writes. */
export interface PlantedWork {
  status: string;
  designerUid: string | null;
  memberUid: string;
  memberName: string;
  designerName: string | null;
  boardId?: string;
  boardTitle?: string;
  conceptBoardIds?: string[];
  chosenBoardId?: string | null;
}

export interface DesignerWorkWorld {
  work: DesignerWork;
  plant(collection: 'reviews' | 'projects', id: string, item: PlantedWork): Promise<void>;
  read(collection: 'reviews' | 'projects', id: string): Promise<Pick<PlantedWork, 'status' | 'designerUid' | 'conceptBoardIds'>>;
}

/** The moment the caller gives: the release's own (each member is told of it once). */
const AT = new Date('2026-03-04T05:06:07.000Z');

export function designerWorkContract(name: string, make: () => Promise<DesignerWorkWorld>) {
  describe(`the designer work port (${name})`, () => {
    let world: DesignerWorkWorld;
    beforeAll(async () => {
      world = await make();
    });

    async function cast() {
      const run = randomUUID().slice(0, 8);
      const dana = `dana-${run}`;
      const review = (status: string, designerUid: string | null = dana): PlantedWork => ({
        status,
        designerUid,
        memberUid: `gwen-${run}`,
        memberName: 'Gwen',
        designerName: 'Dana',
        boardId: `board-${run}`,
        boardTitle: 'Nook',
      });
      const project = (status: string): PlantedWork => ({
        status,
        designerUid: dana,
        memberUid: `maya-${run}`,
        memberName: 'Maya',
        designerName: 'Dana',
        conceptBoardIds: ['c1', 'c2'],
        chosenBoardId: 'c1',
      });
      await Promise.all([
        world.plant('reviews', `claimed-${run}`, review('claimed')),
        world.plant('reviews', `revising-${run}`, review('revision-asked')),
        world.plant('reviews', `delivered-${run}`, review('delivered')),
        world.plant('reviews', `ada-${run}`, review('claimed', `ada-${run}`)),
        world.plant('projects', `chosen-${run}`, project('chosen')),
        world.plant('projects', `closed-${run}`, project('closed')),
      ]);
      return { run, dana };
    }

    it('sends back what the designer holds, projects without their concepts, and answers it to tell each member', async () => {
      const { run, dana } = await cast();
      const released = await world.work.release(dana, AT);
      expect(released.map(({ releasedAt: _at, ...item }) => item).sort((a, b) => a.id.localeCompare(b.id))).toEqual([
        {
          collection: 'projects',
          id: `chosen-${run}`,
          memberUid: `maya-${run}`,
          memberName: 'Maya',
          designerUid: dana,
          designerName: 'Dana',
          boardId: null,
          boardTitle: '',
        },
        ...['claimed', 'revising'].map((kind) => ({
          collection: 'reviews',
          id: `${kind}-${run}`,
          memberUid: `gwen-${run}`,
          memberName: 'Gwen',
          designerUid: dana,
          designerName: 'Dana',
          boardId: `board-${run}`,
          boardTitle: 'Nook',
        })),
      ]);
      expect(released.map((item) => item.releasedAt)).toEqual([AT, AT, AT]);
      expect(await world.read('reviews', `claimed-${run}`)).toMatchObject({ status: 'open', designerUid: null });
      expect(await world.read('reviews', `revising-${run}`)).toMatchObject({ status: 'open', designerUid: null });
      expect(await world.read('projects', `chosen-${run}`)).toMatchObject({ status: 'open', designerUid: null, conceptBoardIds: [] });
      expect(await world.read('reviews', `delivered-${run}`)).toMatchObject({ status: 'delivered', designerUid: dana });
      expect(await world.read('reviews', `ada-${run}`)).toMatchObject({ status: 'claimed', designerUid: `ada-${run}` });
      expect(await world.read('projects', `closed-${run}`)).toMatchObject({ status: 'closed', designerUid: dana });
      expect(await world.work.release(dana, AT)).toEqual([]);
    });

    it('releases one piece of work while the designer still holds it; null otherwise', async () => {
      const { run, dana } = await cast();
      expect(await world.work.releaseOne('reviews', `claimed-${run}`, dana, AT)).toMatchObject({
        id: `claimed-${run}`,
        collection: 'reviews',
      });
      expect(await world.read('reviews', `revising-${run}`)).toMatchObject({ status: 'revision-asked', designerUid: dana });
      expect(await world.work.releaseOne('reviews', `claimed-${run}`, dana, AT)).toBeNull();
      expect(await world.work.releaseOne('reviews', `delivered-${run}`, dana, AT)).toBeNull();
      expect(await world.work.releaseOne('reviews', `ada-${run}`, dana, AT)).toBeNull();
      expect(await world.work.releaseOne('projects', `nothing-${run}`, dana, AT)).toBeNull();
    });
  });
}
