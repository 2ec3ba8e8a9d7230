// The screens-manifest rules have one home (packages/shell-contract/src/manifest-rules.json); this
// checks that the build step, the shell and the gateway really apply the same ones: whatever the
// build accepts the shell keeps, whatever it rejects the shell drops, and a remote name the
// gateway accepts in REMOTES_JSON is one the shell routes to.
import { parseRemotesFile, parseScreens } from '../../../shell-app/src/federation/screens-manifest';
import { AREAS, REMOTE_NAME } from '../../shell-contract/src/remote';
import { REMOTE_NAME as GATEWAY_REMOTE_NAME } from '../../../svc-gateway/src/web/web.routes';
import { AREAS as BUILD_AREAS, compileScreens } from '../screens-manifest';

const ids = ['generate', 'a', '9-lives', 'image-2', '', '-x', 'Upper', 'with_underscore', 'a b'];
const paths = ['image-generate', 'model-details/:id', 'account', 'a/b/c', 'Mixed-Case', '/abs', 'a//b', 'a/', ':', 'sp ace', 'x/:'];
const names = ['mfe_auth', 'mfe_x2', 'mfe_a_b', 'auth', 'mfe_', 'MFE_AUTH', 'mfe-auth', '_mfe'];

const buildAccepts = (screen: object): boolean => {
  try {
    compileScreens({ screens: [screen] });
    return true;
  } catch {
    return false;
  }
};

test('the build and the shell agree on screen ids', () => {
  for (const id of ids) {
    const screen = { id, path: 'p', areas: ['user'] };
    expect([id, parseScreens({ screens: [screen] })!.length === 1]).toEqual([id, buildAccepts(screen)]);
  }
});

test('the build and the shell agree on screen paths (user area, where the home path is allowed)', () => {
  for (const path of [...paths, '']) {
    const screen = { id: 'x', path, areas: ['user'] };
    expect([path, parseScreens({ screens: [screen] })!.length === 1]).toEqual([path, buildAccepts(screen)]);
  }
});

test('the build and the shell know the same areas', () => {
  expect([...BUILD_AREAS]).toEqual([...AREAS]);
});

test('the gateway and the shell agree on remote names', () => {
  expect(GATEWAY_REMOTE_NAME.source).toBe(REMOTE_NAME.source);
  for (const name of names) {
    const kept = parseRemotesFile({ remotes: [{ name, entry: '/e' }] }).length === 1;
    expect([name, GATEWAY_REMOTE_NAME.test(name)]).toEqual([name, kept]);
  }
});
