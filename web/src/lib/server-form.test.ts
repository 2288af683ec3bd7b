import { changedFieldNames, formQuery } from './server-form';

/** A form as the server renders it: defaults in the attributes. */
function renderedForm(fields: string): HTMLFormElement {
  document.body.innerHTML = `<form>${fields}</form>`;
  const form = document.querySelector('form');
  if (!form) throw new Error('no form');
  return form;
}

const fields = `
  <input type="search" name="search" value="nurse">
  <select name="pay_period"><option value="">Any</option><option value="monthly" selected>Monthly</option></select>
  <select name="remote"><option value="">Any</option><option value="true">Remote only</option></select>
  <input type="checkbox" name="job_type" value="contract" checked>
  <input type="checkbox" name="job_type" value="internship">
  <input type="radio" name="status" value="all" checked><input type="radio" name="status" value="active">
  <input type="file" name="cv">
  <input type="text" value="no name">`;

describe('server-rendered forms', () => {
  afterEach(() => {
    document.body.innerHTML = '';
  });

  it('when nothing was changed, then no field is named and the query is what the server rendered', () => {
    const form = renderedForm(fields);
    expect([...changedFieldNames(form)]).toEqual([]);
    expect(formQuery(form).toString()).toBe('search=nurse&pay_period=monthly&remote=&job_type=contract&status=all');
  });

  it('when a person typed, ticked and chose before the app started, then exactly those fields are named', () => {
    const form = renderedForm(fields);
    const field = <T extends Element>(selector: string) => form.querySelector(selector) as T;
    field<HTMLInputElement>('[name=search]').value = 'driver';
    field<HTMLSelectElement>('[name=remote]').value = 'true';
    field<HTMLInputElement>('[value=internship]').checked = true;
    field<HTMLInputElement>('[value=active]').checked = true;
    expect([...changedFieldNames(form)].sort()).toEqual(['job_type', 'remote', 'search', 'status']);
    expect(formQuery(form).toString()).toBe(
      'search=driver&pay_period=monthly&remote=true&job_type=contract&job_type=internship&status=active',
    );
  });

  it('when a choice is put back as it was rendered, then it is not named', () => {
    const form = renderedForm(fields);
    const select = form.querySelector('[name=pay_period]') as HTMLSelectElement;
    select.value = '';
    expect([...changedFieldNames(form)]).toEqual(['pay_period']);
    select.value = 'monthly';
    expect([...changedFieldNames(form)]).toEqual([]);
  });
});
