import { describe, expect, it } from 'vitest';
import { completedChoice, initialStepsState, selectionPath, stepOptions, stepsReducer, type StepsAction, type StepsState } from './steps';

const run = (...actions: StepsAction[]): StepsState => actions.reduce(stepsReducer, initialStepsState);
const choose = (option: string): StepsAction => ({ type: 'choose', option });

describe('steps reducer', () => {
  it('offers the functions, then the sizes of the chosen function, then the styles', () => {
    expect(stepOptions(initialStepsState)).toEqual(['Sleep', 'Entertainment', 'Bath', 'Dining']);
    expect(stepOptions(run(choose('Sleep')))).toEqual(['King Size', 'Queen Size', 'Full Size', 'Twin Size']);
    expect(stepOptions(run(choose('Bath')))).toEqual(['Mastery', 'Secondary', 'Three-Quarters', 'Powder']);
    expect(stepOptions(run(choose('Dining'), choose('L Table')))).toEqual(['Natural Tones', 'Color Pop', 'Grey Tones', 'Light Tones']);
  });

  it('completes with the three choices', () => {
    const state = run(choose('Sleep'), choose('Queen Size'), choose('Natural Tones'));
    expect(completedChoice(state)).toEqual({ function_name: 'Sleep', size: 'Queen Size', style: 'Natural Tones' });
    expect(selectionPath(completedChoice(state)!)).toBe('/SelectedProducts?function=Sleep&size=Queen+Size&style=Natural+Tones');
  });

  it('keeps Back at step 1 and goes back one step otherwise', () => {
    expect(run({ type: 'back' })).toEqual(initialStepsState);
    expect(run(choose('Sleep'), choose('King Size'), { type: 'back' }).step).toBe(2);
  });

  it('resets size and style when a function is chosen again', () => {
    const state = run(choose('Sleep'), choose('King Size'), { type: 'back' }, { type: 'back' }, choose('Entertainment'));
    expect(state).toEqual({ step: 2, function_name: 'Entertainment', size: null, style: null });
  });

  it('ignores an option the step does not offer', () => {
    expect(run(choose('Sleep'), choose('Sofa'))).toEqual(run(choose('Sleep')));
  });
});
