// DataTable's own states, rendered to HTML: a spinner while loading, the error (as an alert),
// "No results." when empty, and rows with per-column classes — always under the real headers.
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { DataTable, type ColumnDef } from '../src/components/DataTable';

interface Row {
  when: string;
  ip: string;
}
const columns: ColumnDef<Row, string>[] = [
  { accessorKey: 'when', header: 'Date', meta: { className: 'whitespace-nowrap' } },
  { accessorKey: 'ip', header: 'IP' },
];
const render = (props: Partial<Parameters<typeof DataTable<Row>>[0]>) =>
  renderToStaticMarkup(createElement(DataTable<Row>, { columns, data: [], caption: 'Last sign-ins', ...props }));

test('headers and caption always show', () => {
  const html = render({ loading: true });
  expect(html).toContain('>Date</th>');
  expect(html).toContain('>IP</th>');
  expect(html).toContain('Last sign-ins');
});

test('loading: a spinner announced with its label, no rows, the table marked busy', () => {
  const html = render({ loading: true, loadingLabel: 'Loading login history', data: [{ when: 'today', ip: '1.2.3.4' }] });
  expect(html).toContain('role="status"');
  expect(html).toContain('Loading login history');
  expect(html).toContain('aria-busy="true"');
  expect(html).not.toContain('1.2.3.4');
});

test('error: the message as an alert instead of rows', () => {
  const html = render({ error: 'Could not load', data: undefined });
  expect(html).toMatch(/role="alert"[^>]*>Could not load</);
  expect(html).not.toContain('No results.');
});

test('empty: "No results." (or the given text) across all columns', () => {
  expect(render({ data: undefined })).toMatch(/colSpan="2"[^>]*>No results\.</);
  expect(render({ emptyText: 'Nothing yet' })).toContain('Nothing yet');
});

test('rows: one per item, with the column classes', () => {
  const html = render({ data: [{ when: 'today', ip: '1.2.3.4' }, { when: 'yesterday', ip: '5.6.7.8' }] });
  expect(html.match(/<tr/g)).toHaveLength(3);
  expect(html).toMatch(/class="[^"]*whitespace-nowrap[^"]*">today</);
  expect(html).toContain('5.6.7.8');
  expect(html).not.toContain('aria-busy');
});
