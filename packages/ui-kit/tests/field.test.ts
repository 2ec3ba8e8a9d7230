// The kit's form fields, rendered to HTML inside a real react-hook-form form: the label names the
// control (for = id), the control carries aria-invalid/aria-describedby, an error shows as an
// alert linked from the control, a group is named by aria-labelledby (no label `for`), and the row
// layout keeps the description beside the control.
import { createElement, type ReactElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { useForm, type FieldErrors } from 'react-hook-form';
import { Form } from '../src/components/Form';
import { LabeledField, TextField, type LabeledFieldProps } from '../src/components/Field';
import { SelectField } from '../src/components/SelectField';

type Values = { email: string; count: number; kind: string };

function render(draw: (form: ReturnType<typeof useForm<Values>>) => ReactElement, errors?: FieldErrors<Values>): string {
  function Harness() {
    const form = useForm<Values>({ defaultValues: { email: '', count: 1, kind: '' }, errors });
    return createElement(Form<Values>, { ...form, children: draw(form) });
  }
  return renderToStaticMarkup(createElement(Harness));
}
/** A LabeledField on `count` with the given label, layout and control. */
const countField = (f: ReturnType<typeof useForm<Values>>, props: Omit<LabeledFieldProps<Values, 'count'>, 'control' | 'name'>) =>
  createElement(LabeledField<Values, 'count'>, { control: f.control, name: 'count', ...props });
const attr = (html: string, tag: string, name: string) => new RegExp(`<${tag}[^>]*\\s${name}="([^"]*)"`).exec(html)?.[1];

test('TextField: the label names the input; an email input is not autocorrected; no error, no alert', () => {
  const html = render((f) => createElement(TextField<Values, 'email'>, { control: f.control, name: 'email', label: 'Email', type: 'email', autoComplete: 'email' }));
  const id = attr(html, 'input', 'id');
  expect(id).toBeTruthy();
  expect(attr(html, 'label', 'for')).toBe(id);
  expect(html).toContain('>Email</label>');
  expect(attr(html, 'input', 'aria-invalid')).toBe('false');
  expect(attr(html, 'input', 'autoCapitalize')).toBe('none');
  expect(html).not.toContain('role="alert"');
});

test('an error: the message as an alert, the control invalid and described by it, the label marked', () => {
  const html = render(
    (f) => createElement(TextField<Values, 'email'>, { control: f.control, name: 'email', label: 'Email', type: 'email' }),
    { email: { type: 'server', message: 'Please enter a valid email' } },
  );
  const messageId = attr(html, 'p', 'id');
  expect(html).toContain('role="alert"');
  expect(html).toContain('Please enter a valid email</p>');
  expect(attr(html, 'input', 'aria-invalid')).toBe('true');
  expect(attr(html, 'input', 'aria-describedby')).toContain(messageId!);
  expect(attr(html, 'label', 'class')).toContain('text-destructive');
});

test('a group control: labelled by the label id, which has no `for`', () => {
  const html = render((f) =>
    countField(f, {
      label: 'Number of images',
      bind: 'group',
      children: (field, { labelId }) => createElement('div', { role: 'group', 'aria-labelledby': labelId }, String(field.value)),
    }),
  );
  const labelId = attr(html, 'label', 'id');
  expect(labelId).toBeTruthy();
  expect(attr(html, 'div role="group"', 'aria-labelledby')).toBe(labelId);
  expect(html).not.toMatch(/<label[^>]*\sfor=/);
});

test('row layout: label and description beside the control, in a bordered box', () => {
  const html = render((f) =>
    countField(f, {
      label: 'Make Public',
      layout: 'row',
      description: 'Free plans always share their images publicly.',
      children: () => createElement('button', { type: 'button' }, 'switch'),
    }),
  );
  expect(html).toMatch(/^<div class="[^"]*flex-row[^"]*border/);
  expect(html).toContain('Free plans always share their images publicly.');
  const descId = new RegExp('<p id="([^"]*)" class="text-sm text-muted-foreground"').exec(html)?.[1];
  expect(attr(html, 'button', 'aria-describedby')).toBe(descId);
});

test('SelectField: the select carries the id the label points at; the placeholder is chosen and cannot be chosen back', () => {
  const html = render((f) =>
    createElement(SelectField<Values, 'kind'>, { control: f.control, name: 'kind', label: 'Model', placeholder: 'Select Image Model', options: [{ value: 'a', label: 'A' }] }),
  );
  expect(attr(html, 'select', 'id')).toBe(attr(html, 'label', 'for'));
  expect(attr(html, 'select', 'aria-invalid')).toBe('false');
  expect(attr(html, 'select', 'data-placeholder')).toBe('');
  expect(html).toMatch(/<option value="" disabled="" hidden="" selected="">Select Image Model<\/option><option value="a">A<\/option>/);
});

test('SelectField with a value: that option is selected, no placeholder styling; an error marks the select invalid', () => {
  function Harness() {
    const form = useForm<Values>({ defaultValues: { email: '', count: 1, kind: 'b' }, errors: { kind: { type: 'server', message: 'Please select model' } } });
    return createElement(Form<Values>, {
      ...form,
      children: createElement(SelectField<Values, 'kind'>, { control: form.control, name: 'kind', label: 'Model', placeholder: 'Select Image Model', options: [{ value: 'a', label: 'A' }, { value: 'b', label: 'B' }] }),
    });
  }
  const html = renderToStaticMarkup(createElement(Harness));
  expect(html).toContain('<option value="b" selected="">B</option>');
  expect(attr(html, 'select', 'data-placeholder')).toBeUndefined();
  expect(attr(html, 'select', 'aria-invalid')).toBe('true');
  expect(html).toContain('Please select model</p>');
});
