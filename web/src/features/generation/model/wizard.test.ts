import { describe, expect, it } from 'vitest';
import { chosenOption, initialWizardState, wizardChoice, wizardReducer, type WizardAction } from './wizard';

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
    expect(chosenOption(state, 2)).toBe('Loveseat');
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
