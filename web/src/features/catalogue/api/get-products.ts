import type { ApiProduct, ProductsPage } from '@contracts/catalogue';
import { infiniteQueryOptions, useInfiniteQuery, useQueryClient, type InfiniteData } from '@tanstack/react-query';
import { useEffect } from 'react';
import { api } from '../../../lib/api-client';
import { ALL_TAB, mergePage, type RoomChoice } from '../model/selection';

/** The room the products are ranked for; any part may be missing. */
type ProductsRoom = Partial<Record<keyof RoomChoice, string | null>>;

/**
 * One page of the catalogue; `search` is a category keyword, left out for All. `cursor` (the page before's `next`)
 * lets the server start after it: page numbers alone stop after a few pages. With a `room`, the server ranks the
 * products for it (style, size) and keeps a category tab to that room.
 */
function getProducts(
  page: number,
  search: string,
  signal?: AbortSignal,
  cursor?: string | null,
  room: ProductsRoom = {},
): Promise<ProductsPage> {
  const query = new URLSearchParams({ page: String(page) });
  if (search && search !== ALL_TAB) query.set('search', search);
  if (cursor) query.set('cursor', cursor);
  for (const key of ['function_name', 'size', 'style'] as const) {
    const value = room[key];
    if (value) query.set(key, value);
  }
  return api<ProductsPage>(`products?${query.toString()}`, { signal });
}

/** Which page to ask for: its number, and the cursor the page before gave (null on the first page). */
interface ProductsPageParam {
  page: number;
  cursor: string | null;
}

const productsQueryOptions = (search: string, room: ProductsRoom = {}) =>
  infiniteQueryOptions({
    queryKey: ['products', search, room.function_name ?? null, room.size ?? null, room.style ?? null],
    queryFn: ({ pageParam, signal }) => getProducts(pageParam.page, search, signal, pageParam.cursor, room),
    initialPageParam: { page: 1, cursor: null } as ProductsPageParam,
    getNextPageParam: (last, _all, { page }): ProductsPageParam | undefined =>
      last.hasMore ? { page: page + 1, cursor: last.next ?? null } : undefined,
    // The catalogue changes seldom: a tab seen in this visit opens at once.
    staleTime: 5 * 60_000,
  });

export interface ProductsList {
  products: ApiProduct[];
  hasMore: boolean;
  loading: boolean;
  error: string | null;
  loadMore: () => void;
}

/**
 * The products of a tab, ranked for `room`: a new tab starts again at page 1 (from the cache when seen before); Load
 * More appends the next page.
 */
export function useProducts(search: string, room: ProductsRoom = {}): ProductsList {
  const client = useQueryClient();
  const { function_name = null, size = null, style = null } = room;
  const query = useInfiniteQuery(productsQueryOptions(search, { function_name, size, style }));
  // Leaving a tab keeps only its first page, so coming back starts at page 1 as the spec says.
  useEffect(
    () => () => {
      client.setQueryData<InfiniteData<ProductsPage, ProductsPageParam>>(
        productsQueryOptions(search, { function_name, size, style }).queryKey,
        (data) => data && { pages: data.pages.slice(0, 1), pageParams: data.pageParams.slice(0, 1) },
      );
    },
    [client, search, function_name, size, style],
  );
  const pages = query.data?.pages ?? [];
  return {
    products: pages.reduce<ApiProduct[]>((shown, page, index) => mergePage(shown, index + 1, page.products), []),
    hasMore: query.hasNextPage && !query.isFetchingNextPage,
    loading: query.isPending || query.isFetchingNextPage,
    error: query.error ? query.error.message : null,
    loadMore: () => void query.fetchNextPage(),
  };
}
