import { useMutation } from '@tanstack/react-query';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ChoiceButtons } from '../../../components/ui/choice-buttons';
import { FormAlert } from '../../../components/ui/form-alert';
import { ApiError } from '../../../lib/api-client';
import { renderScreen } from '../../../testing/render-screen';
import { DecisionReason } from './decision-reason';
import { useJobDecision } from './use-job-decision';

type Sent = { choice: 'hide' | 'keep'; reason: string };

/** A decision card as the staff cards build one; `write` stands for the server's answer. */
function Card({ write }: { write: (sent: Sent) => Promise<unknown> }) {
  const decide = useMutation({ mutationFn: write });
  const decision = useJobDecision(decide, (choice, reason) => ({ choice, reason }), { hide: 'Hidden.', keep: 'Kept.' });
  return (
    <>
      <DecisionReason label="Reason" {...decision.reason} />
      <FormAlert message={decision.failure} />
      <ChoiceButtons
        choices={[
          { value: 'hide', label: 'Hide', className: 'btn', spinner: 'Hiding...' },
          { value: 'keep', label: 'Keep', className: 'btn', spinner: 'Keeping...' },
        ]}
        busy={decision.busy}
        running={decision.running}
        onChoose={decision.send}
      />
    </>
  );
}

describe('a staff decision with its reason', () => {
  it('when it is saved, then the typed reason went with the choice and a toast says so', async () => {
    const user = userEvent.setup();
    const sent: Sent[] = [];
    renderScreen(<Card write={async (decision) => sent.push(decision)} />, '/staff/jobs', { user: null });
    await user.type(screen.getByRole('textbox', { name: 'Reason' }), 'Asks for a fee');
    await user.click(screen.getByRole('button', { name: 'Hide' }));
    expect(await screen.findByText('Hidden.')).toBeTruthy();
    expect(sent).toEqual([{ choice: 'hide', reason: 'Asks for a fee' }]);
  });

  it('when the server refuses the reason, then its words show under the reason and nothing above', async () => {
    const user = userEvent.setup();
    const refuse = () => Promise.reject(new ApiError(400, 'Bad Request', { reason: ['Give the reason.'] }));
    renderScreen(<Card write={refuse} />, '/staff/jobs', { user: null });
    await user.click(screen.getByRole('button', { name: 'Hide' }));
    expect((await screen.findByText('Give the reason.')).className).toBe('invalid-feedback d-block mb-2');
    expect(screen.getByRole('textbox', { name: 'Reason' }).getAttribute('aria-invalid')).toBe('true');
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it("when it fails otherwise, then the server's detail shows above the buttons, else the spec's words", async () => {
    const user = userEvent.setup();
    const { unmount } = renderScreen(
      <Card write={() => Promise.reject(new ApiError(409, 'Conflict', { detail: 'Decided meanwhile.' }))} />,
      '/staff/jobs',
      { user: null },
    );
    await user.click(screen.getByRole('button', { name: 'Keep' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Decided meanwhile.');
    unmount();
    renderScreen(<Card write={() => Promise.reject(new ApiError(500, 'Error', {}))} />, '/staff/jobs', { user: null });
    await user.click(screen.getByRole('button', { name: 'Keep' }));
    expect((await screen.findByRole('alert')).textContent).toBe('The decision could not be saved. Please try again.');
  });
});
