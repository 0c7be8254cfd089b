import { useReducer, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { Button } from '../../../components/ui/button';
import { Container } from '../../../components/ui/container';
import { Dialog } from '../../../components/ui/dialog';
import { IconArrowRight, IconHelp } from '../../../components/ui/icons';
import { notify } from '../../../lib/notify';
import { OptionGrid } from '../components/option-grid';
import { StepIndicator } from '../components/step-indicator';
import { selectionPath } from '../model/steps';
import { chosenOption, initialWizardState, WIZARD_STEPS, wizardChoice, wizardOptions, wizardReducer } from '../model/wizard';
import styles from './generation.module.css';

export const ANSWER_EVERY_STEP = 'Please choose an option on every step.';

const HELP: Record<number, string> = {
  1: 'Pick what the space is for. It decides which product categories we show you.',
  2: 'Pick the size of the main piece. It tells us how much room the rest of the furniture has.',
  3: 'Pick the colour mood. Your board is written and painted in these tones.',
};

/** /get-started: the purpose / size / palette wizard; the last Next Step goes on to product selection. */
export function GetStartedRoute() {
  const navigate = useNavigate();
  const [state, dispatch] = useReducer(wizardReducer, initialWizardState);
  const [helpOpen, setHelpOpen] = useState(false);
  const { title } = WIZARD_STEPS[state.step];
  const options = wizardOptions(state);

  function next() {
    if (state.step < 3) return dispatch({ type: 'next' });
    const choice = wizardChoice(state);
    if ('missing' in choice) {
      notify(ANSWER_EVERY_STEP, 'error');
      for (let n = state.step; n > choice.missing; n--) dispatch({ type: 'back' });
      return;
    }
    void navigate(selectionPath(choice), { state: choice });
  }

  return (
    <section className={styles.page} aria-labelledby="wizard-title">
      <Container className={styles.inner}>
        <h1 id="wizard-title" className={styles.title}>
          {title}
        </h1>
        <p className={styles.subtitle}>Your new space in just 3 steps. What? Yes, 3 steps and we will do the rest.</p>
        <StepIndicator step={state.step} />
        <h2 className={styles.selectHeading}>Select</h2>
        <OptionGrid
          key={state.step}
          label={title}
          options={options}
          chosen={chosenOption(state, state.step)}
          onChoose={(_, index) => dispatch({ type: 'answer', value: String(index + 1) })}
        />
        <div className={styles.actions}>
          <Button variant="secondary" disabled={state.step === 1} onClick={() => dispatch({ type: 'back' })}>
            Back
          </Button>
          <Button variant="ghost" onClick={() => setHelpOpen(true)}>
            <IconHelp size={18} />
            Help
          </Button>
          <Button onClick={next} trailingIcon={<IconArrowRight size={18} />}>
            Next Step
          </Button>
        </div>
      </Container>
      <Dialog
        open={helpOpen}
        onClose={() => setHelpOpen(false)}
        title="How the 3 steps work"
        size="sm"
        footer={<Button onClick={() => setHelpOpen(false)}>Got it</Button>}
      >
        <p>{HELP[state.step]}</p>
        <p>
          Answer the three questions, then choose up to 10 products and we will make a mood board from them: a picture of the room, a
          palette and a description.
        </p>
      </Dialog>
    </section>
  );
}
