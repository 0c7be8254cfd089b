import { describe, expect, it } from 'vitest';
import { generationOfImageUrl } from './blob-keys.js';
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

describe('generationOfImageUrl', () => {
  it('reads the generation and key of a picture URL generate-image answered, relative or absolute', () => {
    expect(generationOfImageUrl('/api/generations/g-1/image?key=abc_-9')).toEqual({ generationId: 'g-1', imageKey: 'abc_-9' });
    expect(generationOfImageUrl('https://roomboard.example/api/generations/g-1/image?key=k')).toEqual({
      generationId: 'g-1',
      imageKey: 'k',
    });
  });
  it('refuses anything else', () => {
    for (const url of [
      '',
      'data:image/jpeg;base64,AAAA',
      '/api/generations/g-1/image',
      '/api/generations/g-1/image?key=',
      `/api/files/boards/${'a1'.repeat(16)}.jpg`,
      '/api/generations/%E0/image?key=k',
      'http://[bad',
    ]) {
      expect(generationOfImageUrl(url)).toBeNull();
    }
  });
});
