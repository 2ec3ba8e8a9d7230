// The build step of a remote's screens manifest: src/screens.json → dist/screens.json with lucide
// icon names turned into node data, every mistake reported at once, and every remote's manifest valid.
import fs from 'node:fs';
import path from 'node:path';
import { compileScreens, iconNode } from '../screens-manifest';

const root = path.join(__dirname, '..', '..', '..');

describe('compileScreens', () => {
  test('resolves a lucide icon name to its node data and keeps the rest', () => {
    const out = compileScreens({
      screens: [
        { id: 'generate', path: 'image-generate', areas: ['user'], menu: { label: 'Image Generation', icon: 'ImagePlus', group: 'User Tool', order: 200 } },
        { id: 'queue', path: 'queue', areas: ['admin'], menu: { label: 'Queue', group: 'Admin', order: 1, newTab: true } },
        { id: 'details', path: 'model-details/:id', areas: ['admin'] },
      ],
    });
    const icon = out.screens[0].menu.icon;
    expect(icon.length).toBeGreaterThan(1);
    for (const [tag, attrs] of icon) {
      expect(['path', 'circle', 'rect', 'line', 'polyline', 'polygon', 'ellipse']).toContain(tag);
      expect(Object.values(attrs).every((v) => typeof v === 'string')).toBe(true);
    }
    expect(out.screens[1]).toEqual({ id: 'queue', path: 'queue', areas: ['admin'], menu: { label: 'Queue', group: 'Admin', order: 1, newTab: true } });
    expect(out.screens[2]).toEqual({ id: 'details', path: 'model-details/:id', areas: ['admin'] });
  });

  test('lists every problem in one error', () => {
    const bad = {
      screens: [
        { id: 'a', path: '/abs', areas: ['user'] },
        { id: 'a', path: 'b', areas: ['moon'] },
        { id: 'c', path: 'c', areas: ['user'], menu: { label: 'C', group: 'G', order: 1, icon: 'NoSuchIcon' } },
      ],
    };
    expect(() => compileScreens(bad, 'mfe-x/src/screens.json')).toThrow(
      /path must be relative[\s\S]*duplicate id[\s\S]*areas must list[\s\S]*"NoSuchIcon" is not a lucide icon name/,
    );
    expect(() => compileScreens({})).toThrow(/expected \{ "screens"/);
    expect(iconNode('toString')).toBeUndefined();
  });

  test('checks account-menu links and resolves their icons', () => {
    const out = compileScreens({
      screens: [{ id: 'account', path: 'account', areas: ['user'], accountMenu: [{ label: 'Profile', path: '', order: 1, icon: 'UserRound' }, { label: 'Pw', path: 'change-password', order: 2 }] }],
    });
    expect(out.screens[0].accountMenu[0].icon.length).toBeGreaterThan(0);
    expect(out.screens[0].accountMenu[1]).toEqual({ label: 'Pw', path: 'change-password', order: 2 });
    const bad = { screens: [{ id: 'a', path: 'a', areas: ['user'], accountMenu: [{ label: '', path: ':id', order: 'x', icon: 'NoSuchIcon' }] }] };
    expect(() => compileScreens(bad)).toThrow(/label is required[\s\S]*path must be relative to the screen[\s\S]*order must be a number[\s\S]*"NoSuchIcon"/);
    expect(() => compileScreens({ screens: [{ id: 'a', path: 'a', areas: ['user'], accountMenu: {} }] })).toThrow(/accountMenu must be a list/);
  });

  test.each(['mfe-auth', 'mfe-studio', 'mfe-feeds', 'mfe-billing', 'mfe-admin'])('%s/src/screens.json is valid', (remote) => {
    const source = JSON.parse(fs.readFileSync(path.join(root, remote, 'src', 'screens.json'), 'utf8'));
    expect(compileScreens(source).screens.length).toBeGreaterThan(0);
  });
});
