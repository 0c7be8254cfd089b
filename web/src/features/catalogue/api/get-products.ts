import type { ApiProduct, ProductsPage } from '@contracts/catalogue';
import { useCallback, useEffect, useRef, useState } from 'react';
import { api } from '../../../lib/api-client';
import { ALL_TAB, mergePage } from '../model/selection';

/**
 * One page of the catalogue; `search` is a category keyword, left out for All. `cursor` (the page before's `next`)
 * lets the server start after it: page numbers alone stop after a few pages.
 */
export function getProducts(page: number, search: string, signal?: AbortSignal, cursor?: string | null): Promise<ProductsPage> {
  const query = new URLSearchParams({ page: String(page) });
  if (search && search !== ALL_TAB) query.set('search', search);
  if (cursor) query.set('cursor', cursor);
  return api<ProductsPage>(`products?${query.toString()}`, { signal });
}

export interface ProductsList {
  products: ApiProduct[];
  page: number;
  hasMore: boolean;
  loading: boolean;
  error: string | null;
  loadMore: () => void;
}

/** The products of a tab: a new tab starts again at page 1; Load More appends the next page. */
export function useProducts(search: string): ProductsList {
  const [state, setState] = useState({
    search,
    products: [] as ApiProduct[],
    page: 1,
    next: null as string | null,
    hasMore: false,
    loading: true,
    error: null as string | null,
  });
  const controller = useRef<AbortController | null>(null);

  const load = useCallback((tab: string, page: number, cursor: string | null) => {
    controller.current?.abort();
    const abort = new AbortController();
    controller.current = abort;
    setState((s) => ({
      ...s,
      search: tab,
      page,
      loading: true,
      error: null,
      ...(page === 1 ? { products: [], next: null, hasMore: false } : {}),
    }));
    getProducts(page, tab, abort.signal, cursor).then(
      (result) => {
        if (abort.signal.aborted) return;
        setState((s) => ({
          ...s,
          products: mergePage(s.products, page, result.products),
          next: result.next ?? null,
          hasMore: result.hasMore,
          loading: false,
        }));
      },
      (error: unknown) => {
        if (abort.signal.aborted) return;
        setState((s) => ({ ...s, loading: false, error: error instanceof Error ? error.message : String(error) }));
      },
    );
  }, []);

  useEffect(() => {
    load(search, 1, null);
    return () => controller.current?.abort();
  }, [search, load]);

  const loadMore = useCallback(() => load(state.search, state.page + 1, state.next), [load, state.search, state.page, state.next]);
  const current = state.search === search;
  return {
    products: current ? state.products : [],
    page: state.page,
    hasMore: current && state.hasMore,
    loading: !current || state.loading,
    error: current ? state.error : null,
    loadMore,
  };
}
