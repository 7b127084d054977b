import type { Kink } from '@core/api/catalogue';
import { defaultPreference, type PreferenceValue } from '@client/lib/preferences/preference-values';
import type { SessionContext } from './quick-rate-session';

function kink(id: number, name: string, category: string): Kink {
  const description = `${name} described.`;
  return {
    id,
    name,
    category,
    description,
    safetyTips: [`Mind ${name}.`],
    imageUrl: null,
    detailSchema: null,
  };
}

/** Tests' catalogue: two Bondage activities, then one in Toys. */
export const RESTRAINT = kink(1, 'Restraint', 'Bondage');
export const TEST_KINKS: readonly Kink[] = [
  RESTRAINT,
  kink(2, 'Rope', 'Bondage'),
  kink(3, 'Vibrator', 'Toys'),
];

/** A stand-in for the preferences page: holds the values and records every save. */
export function testPage(rated: Record<number, PreferenceValue['interestLevel']> = {}) {
  const values = new Map<number, PreferenceValue>();
  for (const [id, interestLevel] of Object.entries(rated)) {
    const kink = TEST_KINKS.find((each) => each.id === Number(id));
    if (kink) values.set(kink.id, { ...defaultPreference(kink), interestLevel });
  }
  const saves: Array<{ kinkId: number; value: PreferenceValue }> = [];
  const context: SessionContext = {
    kinks: TEST_KINKS,
    valueOf: (kink) => values.get(kink.id) ?? defaultPreference(kink),
  };
  const onChange = (kinkId: number, value: PreferenceValue) => {
    saves.push({ kinkId, value });
    values.set(kinkId, value);
  };
  return { context, saves, onChange };
}
