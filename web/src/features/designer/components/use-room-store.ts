import type { RoomLayout } from '@contracts/designer';
import type { LayoutVersions } from '@contracts/live-layout';
import type { ProductKind, ProductMount } from '@contracts/product-kinds';
import { cm } from '@room/units';
import { useEffect, useRef, useState, useSyncExternalStore } from 'react';
import type { DesignerItem } from '../model/designer-state';
import { createRoomStore, type RoomSnapshot, type RoomStore, type SendLayout } from '../model/room-store';

export type { RoomStore } from '../model/room-store';

/** A board product as the designer takes it: sizes in cm; a blank name becomes 'Item N'. */
interface RoomDesignerItem {
  id: string;
  name: string;
  width: number;
  length: number;
  imageUrl: string | null;
  /** What the product is: its plan symbol and its place in the automatic arrangement. */
  kind?: ProductKind;
  /** 'accessory' items are listed beside the plan, not placed; 'rug' items lie under the furniture. */
  mount?: ProductMount;
  /** The product's main colour (#RRGGBB), for its plan symbol. */
  colour?: string;
}

function toDesignerItems(items: readonly RoomDesignerItem[]): DesignerItem[] {
  const positive = (value: number) => cm(Number.isFinite(value) && value > 0 ? value : 1);
  return items.map((item, index) => ({
    id: item.id,
    name: item.name.trim() || `Item ${index + 1}`,
    width: positive(item.width),
    length: positive(item.length),
    imageUrl: item.imageUrl,
    kind: item.kind,
    mount: item.mount,
    colour: item.colour ?? null,
  }));
}

interface RoomStoreSource {
  items: readonly RoomDesignerItem[];
  /** The board's stored layout and its versions, if any. */
  layout?: RoomLayout | null;
  versions?: LayoutVersions | null;
  /** How a change reaches the server; absent for readers. */
  send?: SendLayout;
}

/**
 * The board's room store, made once for this mount (remount with a `key` to start again): the last change is sent at
 * once when the page is hidden or closed (as a keepalive request), and what still waits when the component goes away.
 */
export function useBoardRoomStore({ items, layout, versions, send }: RoomStoreSource): RoomStore {
  const latestSend = useRef(send);
  useEffect(() => {
    latestSend.current = send;
  });
  const canSave = send !== undefined;
  const [store] = useState(() =>
    createRoomStore({
      items: toDesignerItems(items),
      saved: layout,
      versions,
      send: canSave ? (...args) => latestSend.current!(...args) : undefined,
    }),
  );
  useEffect(() => {
    // Closing the tab, or leaving it in the background where it may be discarded, must not lose the last change.
    const onHidden = (event: Event) => {
      if (event.type === 'visibilitychange' && document.visibilityState !== 'hidden') return;
      void store.flush({ keepalive: true }).catch(() => undefined);
    };
    document.addEventListener('visibilitychange', onHidden);
    window.addEventListener('pagehide', onHidden);
    return () => {
      document.removeEventListener('visibilitychange', onHidden);
      window.removeEventListener('pagehide', onHidden);
      store.dispose();
    };
  }, [store]);
  return store;
}

/** The store's current room, re-rendering on every change. */
export const useRoomSnapshot = (store: RoomStore): RoomSnapshot => useSyncExternalStore(store.subscribe, store.getSnapshot);
