// @vitest-environment happy-dom
import { READS_ELEMENT_ID } from '@contracts/page-template';
import { beforeEach, describe, expect, it, vi } from 'vitest';

/** The page as the function filled it: its answers in a JSON data block of the head. */
function carrying(text: string) {
  document.head.innerHTML = `<script type="application/json" id="${READS_ELEMENT_ID}">${text}</script>`;
}

const load = async () => (await import('./page-reads')).fromPageRead;

describe("a read started from the page's answer", () => {
  beforeEach(() => {
    vi.resetModules();
    document.head.innerHTML = '';
  });

  it('starts from the answer the page carries, as of when the function read it, once', async () => {
    carrying(JSON.stringify({ at: 1234, reads: { 'designers/ines': { designer: { name: 'Inês' } } } }));
    const fromPageRead = await load();
    const read = fromPageRead<{ designer: { name: string } }>('designers/ines');
    expect(read.initialData()).toEqual({ designer: { name: 'Inês' } });
    expect(read.initialDataUpdatedAt()).toBe(1234);
    // Made again later (another visit of the page in the app), the read asks the API.
    expect(fromPageRead('designers/ines').initialData()).toBeUndefined();
    expect(fromPageRead('designers').initialData()).toBeUndefined();
  });

  it('has nothing to start from on a page without answers, or with a broken block', async () => {
    expect((await load())('designers').initialData()).toBeUndefined();
    vi.resetModules();
    carrying('{"at": 1, "reads": ');
    expect((await load())('designers').initialData()).toBeUndefined();
  });
});
