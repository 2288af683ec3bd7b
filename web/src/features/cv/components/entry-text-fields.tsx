import { CV_ITEM_MAX_LENGTH } from '@lj/contract';
import { Field } from '../../../components/ui/field';

/** The keys of T whose values are strings, so each field edits plain text. */
type TextKey<T> = { [K in keyof T]: T[K] extends string ? K : never }[keyof T] & string;

type EntryTextFieldsProps<T> = {
  entry: T;
  change: (patch: Partial<T>) => void;
  /** [key, label] pairs, laid out two to a row on medium screens and up. */
  fields: readonly (readonly [TextKey<T>, string])[];
};

/** The short text inputs of a CV entry (education, experience), each limited as the contract is (CV_ITEM_MAX_LENGTH). */
export function EntryTextFields<T>({ entry, change, fields }: EntryTextFieldsProps<T>) {
  return (
    <div className="row">
      {fields.map(([key, label]) => (
        <Field
          key={key}
          className="col-md-6"
          label={label}
          value={entry[key] as string}
          maxLength={CV_ITEM_MAX_LENGTH}
          onChange={(event) => change({ [key]: event.currentTarget.value } as Partial<T>)}
        />
      ))}
    </div>
  );
}
