import { useReducer } from 'react';
import { useNavigate } from 'react-router-dom';
import { Button } from '../../../components/ui/button';
import { Container } from '../../../components/ui/container';
import { IconArrowLeft } from '../../../components/ui/icons';
import { OptionGrid } from '../components/option-grid';
import { StepIndicator } from '../components/step-indicator';
import { completedChoice, initialStepsState, selectionPath, STEP_QUESTIONS, stepOptions, stepsReducer } from '../model/steps';
import styles from './generation.module.css';

/** /Steps (also /steps): function, size, style; the third choice opens product selection. */
export function StepsRoute() {
  const navigate = useNavigate();
  const [state, dispatch] = useReducer(stepsReducer, initialStepsState);
  const chosen = [state.function_name, state.size, state.style][state.step - 1];

  function choose(option: string) {
    const next = stepsReducer(state, { type: 'choose', option });
    dispatch({ type: 'choose', option });
    const choice = state.step === 3 ? completedChoice(next) : null;
    if (choice) void navigate(selectionPath(choice), { state: choice });
  }

  return (
    <section className={styles.page} aria-labelledby="steps-title">
      <Container className={styles.inner}>
        <h1 id="steps-title" className={styles.title}>
          How it Works
        </h1>
        <StepIndicator step={state.step} />
        <h2 className={styles.selectHeading}>Select</h2>
        <p className={styles.question} id="steps-question">
          {STEP_QUESTIONS[state.step]}
        </p>
        <OptionGrid key={state.step} label={STEP_QUESTIONS[state.step]} options={stepOptions(state)} chosen={chosen} onChoose={choose} />
        {state.function_name ? (
          <p className={styles.summary} aria-live="polite">
            {[state.function_name, state.size, state.style].filter(Boolean).join(' · ')}
          </p>
        ) : null}
        <div className={styles.actions}>
          <Button variant="secondary" disabled={state.step === 1} onClick={() => dispatch({ type: 'back' })}>
            <IconArrowLeft size={18} />
            Back
          </Button>
        </div>
      </Container>
    </section>
  );
}
