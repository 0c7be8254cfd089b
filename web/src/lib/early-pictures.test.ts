// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { earlyPicture, firstPicturesShown, requestFirstReads } from './early-requests';
import { setSessionToken } from './session';

// Its own file: the page's first pictures are the entry's state for one page load.
describe("a shell page's first picture", () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    setSessionToken(null);
  });

  const settled = async (promise: Promise<void>) => {
    let done = false;
    void promise.then(() => (done = true));
    for (let i = 0; i < 5; i++) await Promise.resolve();
    await new Promise((resolve) => setTimeout(resolve, 0));
    return done;
  };

  it("is put in the shell's place as soon as the first read names it; the app waits for it, then finds it", async () => {
    setSessionToken('owner-session');
    window.history.replaceState(null, '', '/BoardDetail?id=g1');
    document.body.innerHTML =
      '<div id="root" data-shell><figure data-early-picture="0 1200 900"></figure></div><figure data-early-picture="0 1 1"></figure>';
    let answer!: (response: Response) => void;
    vi.stubGlobal(
      'fetch',
      vi.fn(() => new Promise<Response>((resolve) => (answer = resolve))),
    );

    requestFirstReads();
    const shown = firstPicturesShown(60_000);
    expect(await settled(shown)).toBe(false);
    expect(earlyPicture(0)).toBeNull();

    answer(new Response(JSON.stringify({ image_url: '/api/generations/g1/image?key=k1' }), { status: 200 }));
    await vi.waitFor(() => expect(document.querySelector('#root img')).not.toBeNull());
    const img = document.querySelector<HTMLImageElement>('#root img')!;
    expect([img.getAttribute('src'), img.getAttribute('width'), img.getAttribute('height'), img.alt]).toEqual([
      '/api/generations/g1/image?key=k1',
      '1200',
      '900',
      '',
    ]);
    // Only the shell's place: one the app has rendered is the app's.
    expect(document.querySelectorAll('img')).toHaveLength(1);
    expect(earlyPicture(0)).toBe('/api/generations/g1/image?key=k1');
    expect(await settled(shown)).toBe(false);

    img.dispatchEvent(new Event('load'));
    expect(await settled(shown)).toBe(true);
  });

  it('never holds the app longer than the cap', async () => {
    vi.useFakeTimers();
    try {
      window.history.replaceState(null, '', '/UserBoard/b9');
      document.body.innerHTML = '<div id="root" data-shell><figure data-early-picture="0 1200 900"></figure></div>';
      vi.stubGlobal(
        'fetch',
        vi.fn(() => new Promise<Response>(() => undefined)),
      );
      requestFirstReads();
      let done = false;
      void firstPicturesShown(2000).then(() => (done = true));
      await vi.advanceTimersByTimeAsync(1999);
      expect(done).toBe(false);
      await vi.advanceTimersByTimeAsync(1);
      expect(done).toBe(true);
    } finally {
      vi.useRealTimers();
    }
  });
});
