import { describe, expect, it } from 'vitest';
import { clientAddress } from './client-address.js';

/** What reaches the function: what the client wrote (if anything), then each proxy's entry; the peer is the last proxy. */
const CDN = '151.101.65.195';
const FRONT_END = '66.102.8.142';
const PEER = '169.254.1.1';
const chain = (...entries: string[]) => entries.join(', ');

describe('clientAddress: the per-IP key, read from the right', () => {
  it('behind Hosting (3 hops) is the address the CDN appended, whatever the client wrote in front of it', () => {
    const keys = ['', '203.0.113.9', '203.0.113.9, 10.0.0.1', '198.51.100.7'].map((forged) =>
      clientAddress(chain(...(forged ? [forged] : []), '198.51.100.7', CDN, FRONT_END), PEER, 3),
    );
    expect(keys).toEqual(Array(4).fill('198.51.100.7'));
  });

  it("at the function's own URL (2 hops) is the address the front end appended: a forged header changes nothing", () => {
    const keys = ['', '203.0.113.9', '1.1.1.1, 2.2.2.2, 3.3.3.3'].map((forged) =>
      clientAddress(chain(...(forged ? [forged] : []), '198.51.100.7', FRONT_END), PEER, 2),
    );
    expect(keys).toEqual(Array(3).fill('198.51.100.7'));
  });

  it('takes the header sent more than once as one list, and a chain shorter than the hops by its leftmost entry', () => {
    expect(clientAddress(['203.0.113.9', `198.51.100.7, ${CDN}`, FRONT_END], PEER, 3)).toBe('198.51.100.7');
    expect(clientAddress(chain('198.51.100.7', FRONT_END), PEER, 3)).toBe('198.51.100.7');
    expect(clientAddress(undefined, '127.0.0.1', 3)).toBe('127.0.0.1');
    expect(clientAddress('203.0.113.9', '127.0.0.1', 0)).toBe('127.0.0.1');
    expect(clientAddress(undefined, undefined, 0)).toBe('unknown');
  });
});
