import { QueryState, type QueryStateProps } from './query-state';
import { ScreenTitle } from './screen-title';

type QueryScreenProps<T> = QueryStateProps<T> & {
  /** The screen's name (ScreenTitle) and its heading's classes. */
  title: string;
  titleClassName: string;
};

/** A screen that shows one query: its title, then the query's three states and what the data makes. */
export function QueryScreen<T>({ title, titleClassName, ...state }: QueryScreenProps<T>) {
  return (
    <>
      <ScreenTitle text={title} className={titleClassName} />
      <QueryState {...state} />
    </>
  );
}
