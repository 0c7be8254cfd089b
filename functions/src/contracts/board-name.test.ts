import { describe, expect, it } from 'vitest';
import { boardName } from './board-name.js';

describe('boardName', () => {
  it('is the generated title, trimmed', () => {
    expect(boardName({ generatedTitle: '  Quiet Oak Retreat ', functionName: 'Sleep' })).toBe('Quiet Oak Retreat');
  });

  it('falls back to the room the function furnishes, never the list of products', () => {
    expect(boardName({ generatedTitle: '', functionName: 'Sleep' })).toBe('Bedroom');
    expect(boardName({ generatedTitle: '   ', functionName: 'Dining' })).toBe('Dining room');
    expect(boardName({ generatedTitle: null, functionName: 'Bath' })).toBe('Bathroom');
  });

  it('calls a board of no known function a living room', () => {
    expect(boardName({ generatedTitle: '', functionName: '' })).toBe('Living room');
    expect(boardName({})).toBe('Living room');
  });
});
