// The `{ params, query }` call form: path parameters filled (encoded), query strings built, and a
// missing parameter refused rather than sent as ":id".
import { routes } from '@atelier/contracts';
import { buildPath } from '../src/build-path';

test('fills path parameters from the route table and encodes them', () => {
  expect(buildPath(routes.getPendingImage.path, { id: 'a/b c' })).toBe('/text_to_image/v2/get_pending_image/a%2Fb%20c');
  expect(buildPath(routes.userModels.path, { type: 'text-to-image' })).toBe('/users/models/text-to-image');
});

test('builds the query string, skipping absent values', () => {
  expect(buildPath(routes.allUserImages.path, {}, { page: 2 })).toBe('/users/get_all_user_image?page=2');
  expect(buildPath(routes.adminModels.path, {}, { name: 'a b', status: undefined })).toBe('/admin/get_model?name=a+b');
  expect(buildPath(routes.adminModels.path)).toBe('/admin/get_model');
});

test('a missing path parameter is an error, not a request to ":id"', () => {
  expect(() => buildPath(routes.adminModel.path, {})).toThrow('missing path parameter "id"');
});
