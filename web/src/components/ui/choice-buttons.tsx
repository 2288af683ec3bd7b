import { PendingButton } from './pending-button';

/** One answer to a request that takes one of several: its button's text, style and spinner words. */
export type Choice<Value extends string> = { value: Value; label: string; className: string; spinner: string };

type ChoiceButtonsProps<Value extends string> = {
  choices: readonly Choice<Value>[];
  /** The request runs: every choice is disabled. */
  busy: boolean;
  /** The choice the running request sent: its button spins. */
  running: Value | undefined;
  onChoose: (value: Value) => void;
};

/** A button per choice of one request (a staff decision): all wait while one runs, the chosen one spins. */
export function ChoiceButtons<Value extends string>({ choices, busy, running, onChoose }: ChoiceButtonsProps<Value>) {
  return choices.map((choice) => (
    <PendingButton
      key={choice.value}
      className={choice.className}
      disabled={busy}
      spinner={running === choice.value && choice.spinner}
      onClick={() => onChoose(choice.value)}
    >
      {choice.label}
    </PendingButton>
  ));
}
