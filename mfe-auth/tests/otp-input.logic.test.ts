// The six-box code input's rules (spec §2 "Enter Otp"), without a browser.
import { LIMITS } from '@atelier/contracts/src/messages';
import { applyBackspaceOnEmpty, applyInput, applyPaste, emptyDigits, joinOtp, OTP_LENGTH } from '../src/features/otp/otp-input.logic';

const filled = (s: string) => s.split('').concat(emptyDigits()).slice(0, 6).map((c) => (c === '_' ? '' : c));

describe('applyInput', () => {
  test('a digit fills the box and moves focus to the next', () => {
    expect(applyInput(emptyDigits(), 0, '7')).toEqual({ digits: filled('7'), focus: 1 });
  });

  test('the last box keeps focus where it is', () => {
    expect(applyInput(filled('12345'), 5, '6')).toEqual({ digits: filled('123456'), focus: null });
  });

  test('typing over a digit replaces it with the last digit typed', () => {
    expect(applyInput(filled('12'), 1, '29').digits).toEqual(filled('19'));
  });

  test('non-digits change nothing', () => {
    expect(applyInput(filled('12'), 2, 'a')).toEqual({ digits: filled('12'), focus: null });
  });

  test('clearing a box clears every later box and moves focus back', () => {
    expect(applyInput(filled('123456'), 2, '')).toEqual({ digits: filled('12'), focus: 1 });
  });

  test('clearing the first box keeps focus on it', () => {
    expect(applyInput(filled('1'), 0, '')).toEqual({ digits: emptyDigits(), focus: 0 });
  });
});

describe('applyBackspaceOnEmpty', () => {
  test('moves back, but not before the first box', () => {
    expect(applyBackspaceOnEmpty(3)).toBe(2);
    expect(applyBackspaceOnEmpty(0)).toBeNull();
  });
});

describe('applyPaste', () => {
  test('six digits fill every box, whichever box has focus, ignoring spaces', () => {
    expect(applyPaste(emptyDigits(), 3, ' 654 321 ')).toEqual({ digits: filled('654321'), focus: 5 });
  });

  test('a shorter paste fills from the focused box on', () => {
    expect(applyPaste(filled('1'), 1, '23')).toEqual({ digits: filled('123'), focus: 3 });
  });

  test('text without digits is ignored', () => {
    expect(applyPaste(filled('1'), 1, 'abc')).toBeNull();
  });
});

test('joinOtp joins the boxes into one code', () => {
  expect(joinOtp(filled('123456'))).toBe('123456');
});

test('the boxes are as many as the contract\'s code length', () => {
  expect(OTP_LENGTH).toBe(LIMITS.otpLength);
  expect(emptyDigits()).toHaveLength(LIMITS.otpLength);
});
