import type { DetailSchema, Kink } from '@core/api/catalogue';
import type { PreferenceBlob } from '@core/api/preferences';

export type PreferenceValue = PreferenceBlob;
export type DetailValues = PreferenceBlob['detailOptions'];

/** The spec's empty defaults: a select is '', a multiselect is []. */
export function defaultDetailOptions(schema: DetailSchema | null): DetailValues {
  const values: DetailValues = {};
  for (const field of schema?.fields ?? []) values[field.name] = field.type === 'select' ? '' : [];
  return values;
}

/** A not-yet-rated activity: interestLevel '0', the spec's other defaults. */
export function defaultPreference(kink: Pick<Kink, 'detailSchema'>): PreferenceValue {
  return {
    hasExperienced: false,
    experienceRating: '3',
    interestLevel: '0',
    detailOptions: defaultDetailOptions(kink.detailSchema),
  };
}

export function isRated(value: PreferenceValue | undefined): boolean {
  return value !== undefined && value.interestLevel !== '0';
}

/** Rated activities over the whole catalogue, rounded: counted on the device, never on the server. */
export function completionPercent(
  kinks: ReadonlyArray<Pick<Kink, 'id'>>,
  values: ReadonlyMap<number, PreferenceValue>,
): number {
  if (kinks.length === 0) return 0;
  const rated = kinks.filter((kink) => isRated(values.get(kink.id))).length;
  return Math.round((rated / kinks.length) * 100);
}

/**
 * What a sealed row holds: every detail field of the current catalogue, the choices made on top of
 * the defaults. Fields and options the catalogue no longer has are dropped, so a row always fits
 * the catalogue's fixed sealed length (protocol 7a).
 */
export function toStoredValue(kink: Pick<Kink, 'detailSchema'>, value: PreferenceValue): PreferenceValue {
  const detailOptions = defaultDetailOptions(kink.detailSchema);
  for (const field of kink.detailSchema?.fields ?? []) {
    const known = new Set(field.options.map((option) => option.value));
    const chosen = value.detailOptions[field.name];
    if (field.type === 'select' && typeof chosen === 'string' && known.has(chosen))
      detailOptions[field.name] = chosen;
    if (field.type === 'multiselect' && Array.isArray(chosen))
      detailOptions[field.name] = [...new Set(chosen)].filter((option) => known.has(option));
  }
  return { ...value, detailOptions };
}
