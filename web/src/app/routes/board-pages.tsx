import type { Board } from '@contracts/boards';
import type { RoomLayout } from '@contracts/designer';
import { useAtomValue } from 'jotai';
import { loadable } from 'jotai/utils';
import { lazy, Suspense } from 'react';
import { saveBoardLayout } from '../../features/boards/api/save-board-layout';
import { UserSpaceSection } from '../../features/boards/components/user-space-section';
import { UserBoardRoute } from '../../features/boards/routes/user-board-route';
import { profileAtom } from '../../features/profile/api/get-profile';

const RoomDesigner = lazy(() => import('../../features/designer/components/room-designer').then((m) => ({ default: m.RoomDesigner })));
const profileLoadable = loadable(profileAtom);

/** '{name}'s Space': the first name from the profile, else the user name. */
function useSpaceName(): string | undefined {
  const profile = useAtomValue(profileLoadable);
  if (profile.state !== 'hasData' || !profile.data) return undefined;
  return profile.data.firstName.trim() || profile.data.userName.trim() || undefined;
}

/** /seeBoard (My Boards): the signed-in user's space, named from their profile. */
export function SeeBoardPage() {
  return <UserSpaceSection name={useSpaceName()} />;
}

/** The embedded user space (blog details). */
export function UserSpacePage({ headingLevel }: { headingLevel?: 'h1' | 'h2' }) {
  return <UserSpaceSection name={useSpaceName()} headingLevel={headingLevel} />;
}

function BoardDesigner({ board }: { board: Board }) {
  const items = board.items.map((item) => ({ id: item.id, name: item.title, width: item.width, length: item.length, imageUrl: item.cutout }));
  const onSave = async (layout: RoomLayout) => {
    await saveBoardLayout(board.id, layout);
  };
  return (
    <Suspense fallback={<p role="status">Loading the room designer…</p>}>
      <RoomDesigner key={board.id} items={items} initialLayout={board.layout ?? undefined} readOnly={!board.isOwner} onSave={board.isOwner ? onSave : undefined} />
    </Suspense>
  );
}

/** /UserBoard/:id: the board, with the designer feature's room designer underneath. */
export function UserBoardPage() {
  return <UserBoardRoute renderDesigner={(board) => <BoardDesigner board={board} />} />;
}
