import { describe, expect, it } from 'vitest';
import { quickRateKey } from './quick-rate-keys';

const press = (key: string, extra: Partial<Parameters<typeof quickRateKey>[0]> = {}) => ({
  key,
  altKey: false,
  ctrlKey: false,
  metaKey: false,
  repeat: false,
  defaultPrevented: false,
  target: null,
  ...extra,
});
/** A focused element that sits inside whatever `inside` matches. */
const within = (inside: string) => ({
  closest: (selector: string) => (selector.includes(inside) ? {} : null),
});

describe('Quick rate keys', () => {
  it.each([
    ['3', 'card', { type: 'interest', level: '3' }],
    ['5', 'card', { type: 'interest', level: '5' }],
    ['6', 'card', null],
    ['0', 'card', null],
    ['ArrowRight', 'card', { type: 'skip' }],
    ['ArrowLeft', 'card', { type: 'back' }],
    ['3', 'category-done', null],
    ['ArrowRight', 'category-done', { type: 'next-category' }],
    ['ArrowLeft', 'category-done', { type: 'back' }],
    ['ArrowLeft', 'finished', null],
    ['Enter', 'card', null],
  ] as const)('%s on a %s screen', (key, view, expected) => {
    expect(quickRateKey(press(key), view)).toEqual(expected);
  });

  it('leaves held keys, shortcuts, typing, the stars and dialogs alone', () => {
    expect(quickRateKey(press('3', { repeat: true }), 'card')).toBeNull();
    expect(quickRateKey(press('3', { ctrlKey: true }), 'card')).toBeNull();
    expect(quickRateKey(press('3', { defaultPrevented: true }), 'card')).toBeNull();
    for (const inside of ['input', 'radiogroup', 'dialog']) {
      expect(
        quickRateKey(press('3', { target: within(inside) as unknown as EventTarget }), 'card'),
      ).toBeNull();
    }
  });
});
