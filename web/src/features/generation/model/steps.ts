import { ROOM_SIZES, ROOM_STYLES, type ROOM_FUNCTIONS } from '@contracts/choices';

export type RoomFunction = (typeof ROOM_FUNCTIONS)[number];
export type RoomStyle = (typeof ROOM_STYLES)[number];
export type StepNumber = 1 | 2 | 3;

/** The function, size and style chosen so far on the Steps screen. */
export interface StepsState {
  step: StepNumber;
  function_name: RoomFunction | null;
  size: string | null;
  style: RoomStyle | null;
}

export type StepsAction = { type: 'choose'; option: string } | { type: 'back' };

export const initialStepsState: StepsState = { step: 1, function_name: null, size: null, style: null };

export const FUNCTION_OPTIONS: readonly RoomFunction[] = ['Sleep', 'Entertainment', 'Bath', 'Dining'];

export const STEP_QUESTIONS: Record<StepNumber, string> = {
  1: 'Choose a function:',
  2: 'Choose a size:',
  3: 'Choose a style:',
};

/** The options the current step offers: functions, then the function's sizes, then the styles. */
export function stepOptions(state: StepsState): readonly string[] {
  if (state.step === 1) return FUNCTION_OPTIONS;
  if (state.step === 2) return state.function_name ? ROOM_SIZES[state.function_name] : [];
  return ROOM_STYLES;
}

/** Choosing a function resets size and style; a choice moves to the next step; Back stops at step 1. */
export function stepsReducer(state: StepsState, action: StepsAction): StepsState {
  if (action.type === 'back') return state.step > 1 ? { ...state, step: (state.step - 1) as StepNumber } : state;
  if (!stepOptions(state).includes(action.option)) return state;
  if (state.step === 1) return { step: 2, function_name: action.option as RoomFunction, size: null, style: null };
  if (state.step === 2) return { ...state, step: 3, size: action.option };
  return { ...state, style: action.option as RoomStyle };
}

/** All three choices, once made. */
export function completedChoice(state: StepsState): { function_name: RoomFunction; size: string; style: RoomStyle } | null {
  return state.function_name && state.size && state.style
    ? { function_name: state.function_name, size: state.size, style: state.style }
    : null;
}

/**
 * The product selection address: the choices travel as router state (the spec) and in the query,
 * because router state is lost when the page is reloaded or shared.
 */
export function selectionPath(choice: { function_name: string; size: string; style: string }): string {
  const query = new URLSearchParams({ function: choice.function_name, size: choice.size, style: choice.style });
  return `/SelectedProducts?${query.toString()}`;
}
