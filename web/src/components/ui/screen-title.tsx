import { pageTitle } from '../../config/site';

type ScreenTitleProps = {
  /** The screen's name: its main heading and, unless `tab` says otherwise, its window title. */
  text: string;
  /** The window title where it differs from the heading (the staff overview is "Staff"). */
  tab?: string;
  /** The heading's Bootstrap classes. */
  className: string;
};

/** A screen's window title and main heading, named once. */
export function ScreenTitle({ text, tab = text, className }: ScreenTitleProps) {
  return (
    <>
      <title>{pageTitle(tab)}</title>
      <h1 className={className}>{text}</h1>
    </>
  );
}
