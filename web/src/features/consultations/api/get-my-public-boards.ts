import { boardName } from '@contracts/board-name';
import type { BoardsPage } from '@contracts/boards';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { whenSignedIn } from '../../../lib/react-query';
import { consultationKeys } from './consultation-keys';

/** The member's newest boards (GET /api/get_products_by_email/), public ones only, by name: what a designer may be shown. */
export const myPublicBoardsQueryOptions = () =>
  queryOptions({
    queryKey: consultationKeys.boards,
    queryFn: async ({ signal }) => {
      const page = await api<BoardsPage>('get_products_by_email/?page=1&page_size=12', { signal });
      return page.boards
        .filter((board) => board.visibility === 'public')
        .map((board) => ({ id: board.id, title: boardName({ generatedTitle: board.generated_title, functionName: board.function_name }) }));
    },
    enabled: whenSignedIn,
  });
