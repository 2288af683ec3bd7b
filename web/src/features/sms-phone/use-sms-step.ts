import type { SmsPhoneState } from '@lj/contract';
import { type ChangeEvent, type FormEvent, useState } from 'react';
import { useSmsAction } from './use-sms-action';

/**
 * One step of confirming a number (the number, then the code): what is typed, checked here as the server
 * will before it is sent. The field shows this check's problem, else the server's refusal.
 */
export function useSmsStep<Input>(
  request: (input: Input) => Promise<SmsPhoneState>,
  check: (text: string) => { input: Input } | { problem: string | null },
  onDone: (state: SmsPhoneState, input: Input) => void,
) {
  const [text, setText] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const action = useSmsAction(request);
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const checked = check(text);
    setProblem('problem' in checked ? checked.problem : null);
    if ('input' in checked) action.mutate(checked.input, { onSuccess: onDone });
  };
  const field = {
    value: text,
    onChange: (event: ChangeEvent<HTMLInputElement>) => setText(event.target.value),
    error: problem ?? action.error ?? undefined,
  };
  return { field, submit, pending: action.isPending };
}
