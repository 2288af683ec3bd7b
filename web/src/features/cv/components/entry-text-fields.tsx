import { Field } from '../../../components/ui/field';

/** The keys of T whose values are strings, so each field edits plain text. */
type TextKey<T> = { [K in keyof T]: T[K] extends string ? K : never }[keyof T] & string;

type EntryTextFieldsProps<T> = {
  entry: T;
  change: (patch: Partial<T>) => void;
  /** [key, label] pairs, laid out two to a row on medium screens and up. */
  fields: readonly (readonly [TextKey<T>, string])[];
};

/** The short text inputs of a CV entry (education, experience), each limited to 200 characters. */
export function EntryTextFields<T>({ entry, change, fields }: EntryTextFieldsProps<T>) {
  return (
    <div className="row">
      {fields.map(([key, label]) => (
        <Field
          key={key}
          className="col-md-6"
          label={label}
          value={entry[key] as string}
          maxLength={200}
          onChange={(event) => change({ [key]: event.currentTarget.value } as Partial<T>)}
        />
      ))}
    </div>
  );
}
