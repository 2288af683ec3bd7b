import type { ComponentPropsWithoutRef } from 'react';
import { Spinner } from './spinner';

type PendingButtonProps = ComponentPropsWithoutRef<'button'> & {
  /** While this button's own request runs: the words of the spinner shown before its text. */
  spinner: string | false;
};

/** A button whose request may be running: a small spinner says so; the caller disables it. */
export function PendingButton({ spinner, type = 'button', children, ...button }: PendingButtonProps) {
  return (
    <button type={type} {...button}>
      {spinner && <Spinner small label={spinner} className="me-2" />}
      {children}
    </button>
  );
}
