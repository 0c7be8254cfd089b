import type { JSX } from 'react';
import { earlyPicture } from '../../lib/early-requests';

/**
 * Where a page's first picture goes while the page loads: its shell (the page's loading state, prerendered) is painted
 * before any script, and the entry puts the picture in it as soon as the address or the first read names it
 * (lib/early-requests.ts); rendered by the app, it shows the picture already fetched, so it never blinks.
 */
export function EarlyPicture({
  as: Tag = 'div',
  index = 0,
  width,
  height,
  className,
}: {
  as?: 'div' | 'figure';
  /** Which of the page's first pictures (the catalogue's first row has two). */
  index?: number;
  width: number;
  height: number;
  className?: string;
}): JSX.Element {
  const src = earlyPicture(index);
  return (
    <Tag className={className} data-early-picture={`${index} ${width} ${height}`}>
      {src ? <img src={src} alt="" width={width} height={height} fetchPriority="high" /> : null}
    </Tag>
  );
}

/** A heading's words while its page loads: its line kept (so that the picture below does not move), nothing shown. */
export function LoadingHeadingWords() {
  return (
    <>
      <span aria-hidden="true">{'\u00a0'}</span>
      <span className="visually-hidden">Loading</span>
    </>
  );
}
