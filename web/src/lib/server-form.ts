/**
 * A server-rendered form takes input before the app has started: on a slow phone a person
 * types or ticks while the scripts still download. React hydrates around those values without telling
 * the screen, and its next render of a controlled field puts the field's state back. These read what
 * a form holds, so a screen can take the early input over once it runs.
 */

/** The form's fields as the URL query a `method="get"` submit would send (files left out). */
export function formQuery(form: HTMLFormElement): URLSearchParams {
  const query = new URLSearchParams();
  for (const [name, value] of new FormData(form)) if (typeof value === 'string') query.append(name, value);
  return query;
}

/** The option a select showed as rendered: the one marked `selected`, else its first. */
const renderedOption = (select: HTMLSelectElement) =>
  [...select.options].find((option) => option.defaultSelected) ?? select.options[0];

type Field = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement;

function changedSinceRendered(field: Field): boolean {
  if (field instanceof HTMLSelectElement) {
    return field.multiple
      ? [...field.options].some((option) => option.selected !== option.defaultSelected)
      : field.value !== (renderedOption(field)?.value ?? '');
  }
  if (field instanceof HTMLInputElement && (field.type === 'checkbox' || field.type === 'radio')) {
    return field.checked !== field.defaultChecked;
  }
  return field.value !== field.defaultValue;
}

/**
 * The names of the fields whose value differs from the rendered HTML's (their default value, checked
 * state or selected option): after hydration, what the person changed before the app started.
 */
export function changedFieldNames(form: HTMLFormElement): Set<string> {
  const names = new Set<string>();
  for (const field of form.elements) {
    const isField =
      field instanceof HTMLInputElement || field instanceof HTMLSelectElement || field instanceof HTMLTextAreaElement;
    if (isField && field.name && changedSinceRendered(field)) names.add(field.name);
  }
  return names;
}
