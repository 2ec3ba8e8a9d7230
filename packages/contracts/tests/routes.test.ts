// The route table and its addresses: every route is addressed (the browser's API client calls by
// address alone), and `parts` — which makes a client call take `{ params, query, body }` — is set
// exactly on the routes that have path params or a query, and path params appear in the path.
import { ROUTE_ADDRESSES, routes, type RouteDef } from '../src';

const table: Record<string, RouteDef> = routes;

test('the table and the addresses name the same routes, with the same method and path', () => {
  expect(Object.keys(table).sort()).toEqual(Object.keys(ROUTE_ADDRESSES).sort());
  for (const [name, route] of Object.entries(table)) {
    const address = ROUTE_ADDRESSES[name as keyof typeof ROUTE_ADDRESSES];
    expect([name, route.method, route.path]).toEqual([name, address.method, address.path]);
  }
});

test('parts is set exactly where a route has params or a query; params exactly where the path has them', () => {
  const withParts = Object.entries(table).filter(([, r]) => r.params || r.query).map(([n]) => n);
  const flagged = Object.entries(ROUTE_ADDRESSES).filter(([, a]) => 'parts' in a && a.parts).map(([n]) => n);
  expect(flagged.sort()).toEqual(withParts.sort());
  expect(withParts.length).toBeGreaterThan(10);
  for (const [name, r] of Object.entries(table)) expect([name, Boolean(r.params)]).toEqual([name, r.path.includes('/:')]);
});
