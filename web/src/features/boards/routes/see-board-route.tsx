import { UserSpaceSection } from '../components/user-space-section';

/** /seeBoard (My Boards): the signed-in user's space. */
export function SeeBoardRoute() {
  return <UserSpaceSection />;
}
