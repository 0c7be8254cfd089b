import { describe, expect, it } from 'vitest';
import { commandForKey, commands, type KeyPress } from './commands';

const press = (key: string, mods: Partial<KeyPress> = {}): KeyPress => ({ key, shiftKey: false, ctrlKey: false, metaKey: false, ...mods });

describe('commandForKey', () => {
  it('moves the selected item with arrows, ten times further with Shift', () => {
    expect(commandForKey(press('ArrowLeft'), 'a')).toEqual(commands.nudge('a', -1, 0));
    expect(commandForKey(press('ArrowDown', { shiftKey: true }), 'a')).toEqual(commands.nudge('a', 0, 10));
  });

  it('turns right with R and left with Shift+R', () => {
    expect(commandForKey(press('r'), 'a')).toEqual(commands.rotate('a', 5));
    expect(commandForKey(press('R', { shiftKey: true }), 'a')).toEqual(commands.rotate('a', -5));
  });

  it('takes the selected item off the plan with Delete or Backspace', () => {
    expect(commandForKey(press('Delete'), 'a')).toEqual(commands.remove('a'));
    expect(commandForKey(press('Backspace'), 'a')).toEqual(commands.remove('a'));
    expect(commandForKey(press('Delete'), null)).toBeNull();
  });

  it('undoes and redoes with Ctrl or Cmd', () => {
    expect(commandForKey(press('z', { ctrlKey: true }), null)).toEqual(commands.undo());
    expect(commandForKey(press('z', { metaKey: true }), 'a')).toEqual(commands.undo());
    expect(commandForKey(press('Z', { metaKey: true, shiftKey: true }), 'a')).toEqual(commands.redo());
    expect(commandForKey(press('y', { ctrlKey: true }), null)).toEqual(commands.redo());
  });

  it('does nothing without a selection, and leaves other keys to the page', () => {
    expect(commandForKey(press('ArrowLeft'), null)).toBeNull();
    expect(commandForKey(press('r', { ctrlKey: true }), 'a')).toBeNull();
    expect(commandForKey(press('Tab'), 'a')).toBeNull();
  });
});
