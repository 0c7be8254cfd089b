import { describe, expect, it } from 'vitest';
import { chosenOption, initialWizardState, wizardChoice, wizardOptions, wizardReducer, type WizardAction } from './wizard';

const run = (...actions: WizardAction[]) => actions.reduce(wizardReducer, initialWizardState);

describe('wizard reducer', () => {
  it('moves between steps 1 and 3 only', () => {
    expect(run({ type: 'back' }).step).toBe(1);
    expect(run({ type: 'next' }, { type: 'next' }, { type: 'next' }).step).toBe(3);
  });

  it('keeps one answer per step as "1" to "4" and keeps answers between steps', () => {
    const state = run(
      { type: 'answer', value: '2' },
      { type: 'answer', value: '1' },
      { type: 'next' },
      { type: 'answer', value: '3' },
      { type: 'back' },
    );
    expect(state.answers).toEqual({ step1: '1', step2: '3' });
    expect(chosenOption(state, 1)).toBe('Sleep');
    expect(chosenOption(state, 2)).toBe('Full Size');
  });

  it('maps Entertain to Entertainment for product selection', () => {
    const state = run(
      { type: 'answer', value: '2' },
      { type: 'next' },
      { type: 'answer', value: '2' },
      { type: 'next' },
      { type: 'answer', value: '4' },
    );
    expect(wizardChoice(state)).toEqual({ function_name: 'Entertainment', size: 'Sofa', style: 'Light Tones' });
  });

  it('names the first step left unanswered', () => {
    expect(wizardChoice(run({ type: 'answer', value: '1' }, { type: 'next' }, { type: 'next' }))).toEqual({ missing: 2 });
  });
});

describe('wizard sizes', () => {
  const sizesAfter = (purpose: string) => wizardOptions(run({ type: 'answer', value: purpose }, { type: 'next' }));

  it("offers the sizes of the purpose chosen in step 1 (the selector's lists)", () => {
    expect(sizesAfter('1')).toEqual(['King Size', 'Queen Size', 'Full Size', 'Twin Size']);
    expect(sizesAfter('2')).toEqual(['Sectional', 'Sofa', 'Loveseat', 'Chair']);
    expect(sizesAfter('3')).toEqual(['XL Table', 'L Table', 'M Table', 'S Table']);
    expect(sizesAfter('4')).toEqual(['Mastery', 'Secondary', 'Three-Quarters', 'Powder']);
    expect(wizardOptions(run({ type: 'next' }))).toEqual(['Sectional', 'Sofa', 'Loveseat', 'Chair']);
  });

  it('hands product selection the size of the chosen purpose, and a new purpose clears the old size', () => {
    const dining = run(
      { type: 'answer', value: '3' },
      { type: 'next' },
      { type: 'answer', value: '4' },
      { type: 'next' },
      { type: 'answer', value: '2' },
    );
    expect(wizardChoice(dining)).toEqual({ function_name: 'Dining', size: 'S Table', style: 'Color Pop' });
    const changed = [{ type: 'back' }, { type: 'back' }, { type: 'answer', value: '1' }] as WizardAction[];
    const bedroom = changed.reduce(wizardReducer, dining);
    expect(wizardChoice(bedroom)).toEqual({ missing: 2 });
    expect(wizardReducer(dining, { type: 'answer', value: '2' }).answers.step2).toBe('4');
  });
});
