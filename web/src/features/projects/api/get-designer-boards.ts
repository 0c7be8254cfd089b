import type { BoardsPage } from '@contracts/boards';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { whenSignedIn } from '../../../lib/react-query';
import { projectKeys } from './project-keys';

/** GET /api/get_products_by_email/: the designer's own saved boards, the sources of concept boards. */
function getDesignerBoards(signal?: AbortSignal): Promise<BoardsPage> {
  return api<BoardsPage>('get_products_by_email/?page=1&page_size=24', { signal });
}

export const designerBoardsQuery = () =>
  queryOptions({ queryKey: projectKeys.designerBoards, queryFn: ({ signal }) => getDesignerBoards(signal), enabled: whenSignedIn });
