import { ROOM_SIZES, ROOM_STYLES } from '@contracts/choices';
import type { RoomFunction, StepNumber } from './steps';

/** The wizard's answers as the spec stores them: the chosen option of each step as '1' to '4'. */
interface WizardState {
  step: StepNumber;
  answers: { step1?: string; step2?: string; step3?: string };
}

export type WizardAction = { type: 'answer'; value: string } | { type: 'next' } | { type: 'back' };

export const initialWizardState: WizardState = { step: 1, answers: {} };

/** Step 2's options before a purpose is chosen: the spec's list (the Entertainment sizes). */
const SIZES_WITHOUT_PURPOSE = ROOM_SIZES.Entertainment;

export const WIZARD_STEPS: Record<StepNumber, { title: string; options: readonly string[] }> = {
  1: { title: 'Space purpose', options: ['Sleep', 'Entertain', 'Dining', 'Bath'] },
  2: { title: 'Space size', options: SIZES_WITHOUT_PURPOSE },
  3: { title: 'Space Palette', options: ROOM_STYLES },
};

/** The wizard says 'Entertain' where the rest of the product says 'Entertainment'. */
const PURPOSE_TO_FUNCTION: Record<string, RoomFunction> = { Sleep: 'Sleep', Entertain: 'Entertainment', Dining: 'Dining', Bath: 'Bath' };

/** The options a step offers: step 2 offers the sizes of the purpose chosen in step 1 (the selector's lists). */
export function wizardOptions(state: WizardState, step: StepNumber = state.step): readonly string[] {
  if (step !== 2) return WIZARD_STEPS[step].options;
  const purpose = optionOf(WIZARD_STEPS[1].options, state.answers.step1);
  return purpose ? ROOM_SIZES[PURPOSE_TO_FUNCTION[purpose]!] : SIZES_WITHOUT_PURPOSE;
}

/**
 * Next moves on only below step 3, Back only above step 1; one answer per step, a new pick replaces it. A new purpose
 * clears the size, whose options were the old purpose's.
 */
export function wizardReducer(state: WizardState, action: WizardAction): WizardState {
  switch (action.type) {
    case 'answer': {
      const answers = { ...state.answers, [`step${state.step}`]: action.value };
      if (state.step === 1 && action.value !== state.answers.step1) delete answers.step2;
      return { ...state, answers };
    }
    case 'next':
      return state.step < 3 ? { ...state, step: (state.step + 1) as StepNumber } : state;
    case 'back':
      return state.step > 1 ? { ...state, step: (state.step - 1) as StepNumber } : state;
  }
}

function optionOf(options: readonly string[], answer: string | undefined): string | undefined {
  return options[Number(answer) - 1];
}

/** The label of the option chosen on a step, if any. */
export function chosenOption(state: WizardState, step: StepNumber): string | undefined {
  return optionOf(wizardOptions(state, step), state.answers[`step${step}`]);
}

/** The wizard's answers as the product selection's function, size and style; or the first step left unanswered. */
export function wizardChoice(state: WizardState): { function_name: RoomFunction; size: string; style: string } | { missing: StepNumber } {
  const purpose = chosenOption(state, 1);
  const size = chosenOption(state, 2);
  const style = chosenOption(state, 3);
  if (!purpose) return { missing: 1 };
  if (!size) return { missing: 2 };
  if (!style) return { missing: 3 };
  return { function_name: PURPOSE_TO_FUNCTION[purpose]!, size, style };
}
