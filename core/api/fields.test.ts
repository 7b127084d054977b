import { describe, expect, it } from 'vitest';
import {
  codeField,
  displayNameField,
  idParam,
  MAX_ID,
  reminderField,
  suggestionDescriptionField,
  suggestionNameField,
  textField,
  typedUsernameField,
  usernameField,
} from './fields';
import { DISPLAY_NAME_HIDDEN_CHARACTERS } from './hidden-characters';

/** Refused everywhere, by code point (the names of the cases stay printable). */
const CONTROL = [0x00, 0x01, 0x07, 0x0b, 0x1b, 0x7f, 0x85, 0x9f, 0xd800];
/** Refused in one-line fields, allowed in the suggestion's text area. */
const LINE_BREAKS = [0x09, 0x0a, 0x0d];
const INVISIBLE = [0x200b, 0x200c, 0x200d, 0x2060, 0xfeff, 0x00ad, 0x180e, 0x3164].map((code) =>
  String.fromCharCode(code),
);

describe('id params', () => {
  it.each([
    ['81', 81],
    ['1', 1],
    [String(MAX_ID), MAX_ID],
  ])('accepts %j', (raw, id) => {
    expect(idParam.parse(raw)).toBe(id);
  });

  it.each([
    '0x51',
    '81e0',
    ' 81 ',
    '81 ',
    '+81',
    '-1',
    '0',
    '081',
    '8.1',
    '1.0',
    '',
    'abc',
    '2147483647',
    '99999999999',
    '٨١',
  ])('refuses %j', (raw) => {
    expect(idParam.safeParse(raw).success).toBe(false);
  });
});

describe('text fields refuse control characters', () => {
  const fields = {
    displayName: displayNameField,
    reminder: reminderField,
    username: usernameField,
    typedUsername: typedUsernameField,
    suggestionName: suggestionNameField,
    suggestionDescription: suggestionDescriptionField,
    code: codeField,
    text: textField({ max: 100 }),
  };
  const oneLine = Object.entries(fields).filter(([name]) => name !== 'suggestionDescription');
  for (const [name, field] of Object.entries(fields)) {
    it.each(CONTROL)(`${name} refuses code point %i`, (code) => {
      const char = String.fromCharCode(code);
      expect(field.safeParse(`abc${char}def`).success).toBe(false);
      expect(field.safeParse(`${char}abcdef`).success).toBe(false);
    });
  }
  for (const [name, field] of oneLine) {
    it.each(LINE_BREAKS)(`${name} refuses code point %i`, (code) => {
      expect(field.safeParse(`abc${String.fromCharCode(code)}def`).success).toBe(false);
    });
  }

  it('lets a suggestion description span lines', () => {
    expect(suggestionDescriptionField.parse('First line\r\n\tsecond line\n')).toBe(
      'First line\r\n\tsecond line',
    );
  });

  it('keeps a connection code as typed, symbols included', () => {
    expect(codeField.parse('alice-Ab3!')).toBe('alice-Ab3!');
    expect(codeField.safeParse('').success).toBe(false);
  });

  it('keeps ordinary text, accents and emoji (joiners and variation selectors inside them too)', () => {
    expect(displayNameField.parse('  Zoë 💜 ')).toBe('Zoë 💜');
    expect(displayNameField.parse('Sam ❤️')).toBe('Sam ❤️');
    expect(displayNameField.parse('👩‍👩‍👧\u200b')).toBe('👩‍👩‍👧');
    expect(suggestionNameField.parse('Rope play')).toBe('Rope play');
  });
});

describe('names and reminders without invisible characters', () => {
  it.each(INVISIBLE)('trims %j around a display name and refuses one made only of it', (char) => {
    expect(displayNameField.parse(`${char} Sam${char} `)).toBe('Sam');
    expect(displayNameField.safeParse(`${char}${char} ${char}`).success).toBe(false);
  });

  it.each(INVISIBLE)('a reminder made only of %j is empty, which means none', (char) => {
    expect(reminderField.parse(`${char} ${char}`)).toBe('');
    expect(reminderField.parse(`${char}hint${char}`)).toBe('hint');
  });

  it('refuses a suggestion name made only of invisible characters', () => {
    expect(suggestionNameField.safeParse('\u200b\u200d').success).toBe(false);
  });
});

describe('display names without hidden characters', () => {
  const HIDDEN = [
    0x202a, 0x202b, 0x202c, 0x202d, 0x202e, 0x2066, 0x2067, 0x2068, 0x2069, 0x200e, 0x200f, 0x061c, 0x2800,
    0x3164, 0x115f, 0x1160, 0xffa0, 0x200b, 0x200c, 0x200d, 0x2060, 0xfeff, 0xfffc, 0xfffd,
  ].map((code) => String.fromCharCode(code));

  it.each(HIDDEN)('refuses %j inside a display name with a sentence for the form', (char) => {
    const result = displayNameField.safeParse(`Sa${char}m`);
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe(DISPLAY_NAME_HIDDEN_CHARACTERS);
  });

  it('refuses a name that reads backwards or shows as blank', () => {
    expect(displayNameField.safeParse('Sam \u202Emas').success).toBe(false);
    expect(displayNameField.safeParse('\u2800').success).toBe(false);
    expect(displayNameField.safeParse('\uFFFC').success).toBe(false);
  });

  it('keeps emoji built with joiners', () => {
    expect(displayNameField.parse('Ana ❤️‍🔥')).toBe('Ana ❤️‍🔥');
    expect(displayNameField.parse('👩🏽‍💻 Kai')).toBe('👩🏽‍💻 Kai');
  });
});
