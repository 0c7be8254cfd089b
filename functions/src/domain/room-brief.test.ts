import { describe, expect, it } from 'vitest';
import { keyOfBlobUrl } from './blob-keys.js';
import { roomChoice } from './room-brief.js';

describe('roomChoice', () => {
  it('keeps what the request names', () => {
    const choice = roomChoice({ function_name: 'Bath', size: 'Powder', style: 'Color Pop' }, [{ keywords: ['Sleep'], title: 'Bed' }]);
    expect(choice).toEqual({ functionName: 'Bath', size: 'Powder', style: 'Color Pop' });
  });

  it('infers the function the products match most, and a size and style named in a title', () => {
    const products = [
      { keywords: ['Dining', 'table'], title: 'Oak XL Table' },
      { keywords: ['dining chair'], title: 'Grey Tones Chair' },
      { keywords: ['rug'], title: 'Rug' },
    ];
    expect(roomChoice({}, products)).toEqual({ functionName: 'Dining', size: 'XL Table', style: 'Grey Tones' });
  });

  it("defaults to the spec's first function, its first size and the first style when the products say nothing", () => {
    expect(roomChoice({}, [{ keywords: ['lamp-shade'], title: 'Thing' }])).toEqual({
      functionName: 'Sleep',
      size: 'King Size',
      style: 'Natural Tones',
    });
    expect(roomChoice({ function_name: 'Entertainment' }, [])).toEqual({
      functionName: 'Entertainment',
      size: 'Sectional',
      style: 'Natural Tones',
    });
  });
});

describe('keyOfBlobUrl', () => {
  const key = `boards/${'a1'.repeat(16)}.jpg`;
  it('reads the key of a file URL, relative or absolute', () => {
    expect(keyOfBlobUrl(`/api/files/${key}`)).toBe(key);
    expect(keyOfBlobUrl(`https://roomboard.example/api/files/${key}?v=1`)).toBe(key);
  });
  it('refuses anything else', () => {
    for (const url of ['', 'data:image/jpeg;base64,AAAA', `/files/${key}`, '/api/files/boards/../x.jpg', 'http://[bad']) {
      expect(keyOfBlobUrl(url)).toBeNull();
    }
  });
});
