import { describe, expect, it } from 'vitest';
import {
  EMAIL_MAX,
  USER_CODE_MAX,
  codeInput,
  grade,
  isEmail,
  isIdentityCardNumber,
  messageList,
  numberMessage,
  stripWhitespace,
} from '@core/shared/validators.js';

describe('email format (spec 000 §5): letters and digits with - _ . separators, an @, a domain, a 2 to 4 character ending', () => {
  it.each([
    'a@b.co',
    'john.doe@example.com',
    'john-doe_x.y@mail.example.org',
    'A1@B2.INFO',
    'x@sub-domain.example.hk',
    'first.last@a.b.c.de',
  ])('accepts %s', (email) => {
    expect(isEmail(email)).toBe(true);
  });

  it.each([
    ['no @', 'john.example.com'],
    ['no domain', 'john@'],
    ['no ending', 'john@example'],
    ['1-character ending', 'john@example.c'],
    ['5-character ending', 'john@example.comms'],
    ['digits in the ending', 'john@example.c0m'],
    ['a leading separator', '.john@example.com'],
    ['a trailing separator before @', 'john.@example.com'],
    ['two separators in a row', 'john..doe@example.com'],
    ['a plus sign', 'john+tag@example.com'],
    ['a space', 'john doe@example.com'],
    ['two @', 'john@doe@example.com'],
    ['empty local part', '@example.com'],
    ['a domain starting with a dot', 'john@.example.com'],
    ['surrounding spaces', ' john@example.com '],
    ['empty', ''],
  ])('refuses %s (%j)', (_why, email) => {
    expect(isEmail(email)).toBe(false);
  });

  it('email and user code are limited to 50 characters', () => {
    expect(EMAIL_MAX).toBe(50);
    expect(USER_CODE_MAX).toBe(50);
  });
});

describe('forgot password: all whitespace is removed from the user code', () => {
  it.each([
    ['i p 0 1', 'ip01'],
    ['\tip01\n', 'ip01'],
    ['i\u00a0p01', 'ip01'],
    ['ip01', 'ip01'],
  ])('%j → %j', (input, out) => {
    expect(stripWhitespace(input)).toBe(out);
  });
});

describe('code inputs: trimmed, letters digits _ - * only, uppercased, length-limited', () => {
  it.each([
    ['  comp3911 ', 10, 'COMP3911'],
    ['ab-c_d*e', 20, 'AB-C_D*E'],
    ['a b!c@d#e$', 20, 'ABCDE'],
    ['héllo', 20, 'HLLO'],
    ['abcdefgh', 5, 'ABCDE'],
    ['', 5, ''],
  ])('codeInput(%j, %d) = %j', (input, max, out) => {
    expect(codeInput(input, max)).toBe(out);
  });
});

describe('message lists are split on semicolons and numbered', () => {
  it('several parts are numbered in order, trimmed', () => {
    expect(messageList('Email is required.; First Name is required.;Last Name is required.')).toEqual([
      '1. Email is required.',
      '2. First Name is required.',
      '3. Last Name is required.',
    ]);
  });

  it('one message stays as it is, unnumbered', () => {
    expect(messageList('Email is required.')).toEqual(['Email is required.']);
    expect(messageList('Email is required.;')).toEqual(['Email is required.']);
  });

  it('empty parts are dropped before numbering', () => {
    expect(messageList('a;; ;b')).toEqual(['1. a', '2. b']);
    expect(messageList('')).toEqual([]);
  });
});

describe('number messages', () => {
  it.each([null, undefined, '', 'abc', Number.NaN])('%j → The value is required.', (v) => {
    expect(numberMessage(v as never)).toBe('The value is required.');
  });

  it('above the maximum', () => {
    expect(numberMessage(11, 0, 10)).toBe('Value error, range cannot be greater than 10');
    expect(numberMessage('10.5', 0, 10)).toBe('Value error, range cannot be greater than 10');
    expect(numberMessage(10, 0, 10)).toBeNull();
  });

  it('below the minimum', () => {
    expect(numberMessage(2, 3, 10)).toBe('Value error, range should be greater than 3');
    expect(numberMessage(5, 3, 10)).toBeNull();
  });

  it('without a minimum the value must be greater than 0', () => {
    expect(numberMessage(0)).toBe('Value error, range should be greater than 0.');
    expect(numberMessage(-1)).toBe('Value error, range should be greater than 0.');
    expect(numberMessage('0.01')).toBeNull();
    expect(numberMessage(7)).toBeNull();
  });
});

describe('identity-card number: length 15 or 18, region code, birth date, checksum', () => {
  // Check digits computed by hand with the GB 11643 weights (7 9 10 5 8 4 2 1 6 3 7 9 10 5 8 4 2,
  // sum mod 11 indexing '10X98765432').
  it.each(['11010519491231002X', '11010519491231002x', '440304200002291236', '320102198001010016'])(
    'accepts %s',
    (id) => {
      expect(isIdentityCardNumber(id)).toBe(true);
    },
  );

  it.each([
    ['a wrong check digit', '110105194912310021'],
    ['a wrong check digit (X expected elsewhere)', '44030420000229123X'],
    ['a changed digit in the body', '11010519491231003X'],
    ['an impossible date (Feb 30)', '110105194902300021'],
    ['Feb 29 in a year that is not leap', '440304200102291236'],
    ['a region code starting with 9', '91010519491231002X'],
    ['a region code starting with 0', '01010519491231002X'],
    ['17 digits', '11010519491231002'],
    ['19 characters', '11010519491231002X1'],
    ['letters inside', '1101051949123A002X'],
    ['empty', ''],
  ])('refuses %s (%s)', (_why, id) => {
    expect(isIdentityCardNumber(id)).toBe(false);
  });

  it('15-digit numbers: region and a 19yy birth date, no checksum', () => {
    expect(isIdentityCardNumber('110105491231002')).toBe(true);
    expect(isIdentityCardNumber('110105491331002')).toBe(false); // month 13
    expect(isIdentityCardNumber('910105491231002')).toBe(false); // region
  });
});

describe('grade scale: 85+ A, 80 A-, 75 B+, 70 B, 65 B-, 60 C+, 55 C, 50 C-, 45 D+, 40 D, below 40 F', () => {
  const scale: [number, string][] = [
    [85, 'A'],
    [80, 'A-'],
    [75, 'B+'],
    [70, 'B'],
    [65, 'B-'],
    [60, 'C+'],
    [55, 'C'],
    [50, 'C-'],
    [45, 'D+'],
    [40, 'D'],
  ];
  it.each(scale)('%d is the lowest mark of %s', (min, letter) => {
    expect(grade(min)).toBe(letter);
    expect(grade(min - 0.01)).not.toBe(letter);
    expect(grade(min + 4.99)).toBe(letter === 'A' ? 'A' : letter);
  });

  it('the extremes', () => {
    expect(grade(100)).toBe('A');
    expect(grade(39.99)).toBe('F');
    expect(grade(0)).toBe('F');
  });
});
