// The remote-CSS scoping plugin: utilities get the remote's attribute prefix exactly once;
// everything outside the utilities layer is left alone.
import postcss from 'postcss';
import { scopeRemoteUtilities } from '../postcss-scope';

async function scope(css: string): Promise<string> {
  return (await postcss([scopeRemoteUtilities('mfe_x')]).process(css, { from: undefined })).css;
}

describe('scopeRemoteUtilities', () => {
  it('prefixes top-level utility rules, including those inside @media', async () => {
    const out = await scope('@layer utilities { .flex { display: flex } @media (width >= 48rem) { .md\\:hidden { display: none } } }');
    expect(out).toContain('[data-mf-remote="mfe_x"] .flex');
    expect(out).toContain('[data-mf-remote="mfe_x"] .md\\:hidden');
  });

  it('prefixes every selector of a selector list', async () => {
    const out = await scope('@layer utilities { .a, .b > :not(:last-child) { color: red } }');
    expect(out).toContain('[data-mf-remote="mfe_x"] .a, [data-mf-remote="mfe_x"] .b > :not(:last-child)');
  });

  it('leaves nested rules alone (their & already carries the prefix)', async () => {
    const out = await scope('@layer utilities { .hover\\:x { &:hover { color: red } } }');
    expect(out).toContain('[data-mf-remote="mfe_x"] .hover\\:x');
    expect(out).toContain('&:hover');
    expect(out.match(/data-mf-remote/g)).toHaveLength(1);
  });

  it('does not touch the theme and base layers, unlayered tokens or keyframes', async () => {
    const css = '@layer theme { :root { --x: 1 } } @layer base { * { margin: 0 } } .dark { --bg: black } @layer utilities { @keyframes spin { to { rotate: 1turn } } }';
    const out = await scope(css);
    expect(out).not.toContain('data-mf-remote');
  });
});
