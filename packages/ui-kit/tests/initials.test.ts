// Avatar fallback initials (spec: author avatar with initials fallback).
import { initialsOf } from '../src/components/Avatar';

describe('initialsOf', () => {
  it.each([
    ['Ada Lovelace', 'AL'],
    ['ada', 'A'],
    ['  grace   brewster murray hopper ', 'GH'],
    ['', '?'],
    [null, '?'],
  ])('%p → %p', (name, expected) => {
    expect(initialsOf(name)).toBe(expected);
  });
});
