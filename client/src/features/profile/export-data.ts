import type { Kink } from '@core/api/catalogue';
import type { Connection } from '@core/api/connections';
import type { PreferenceBlob } from '@core/api/preferences';
import { interestLabel, parseLevel } from '@core/matching';

export type ExportInput = {
  exportedAt: Date;
  user: { username: string; displayName: string };
  kinks: ReadonlyArray<Kink>;
  /** My own opened preferences by activity id. */
  values: ReadonlyMap<number, PreferenceBlob>;
  connections: ReadonlyArray<Connection>;
  settings: { autoLockMinutes: string; discreetMode: boolean };
};

type ExportedPreference = {
  activity: string;
  category: string;
  interestLevel: number;
  interest: string | null;
  tried: boolean;
  enjoymentStars: number | null;
  details: Record<string, string | string[]>;
};

/** Detail choices by their readable labels; empty ones left out. */
function readableDetails(
  kink: Kink,
  options: PreferenceBlob['detailOptions'],
): Record<string, string | string[]> {
  const details: Record<string, string | string[]> = {};
  for (const field of kink.detailSchema?.fields ?? []) {
    const chosen = options[field.name];
    const label = (value: string) => field.options.find((option) => option.value === value)?.label ?? value;
    if (Array.isArray(chosen) && chosen.length > 0) details[field.label] = chosen.map(label);
    else if (typeof chosen === 'string' && chosen !== '') details[field.label] = label(chosen);
  }
  return details;
}

function exportedPreference(kink: Kink, value: PreferenceBlob): ExportedPreference | null {
  const level = parseLevel(value.interestLevel);
  const details = readableDetails(kink, value.detailOptions);
  // Untouched activities say nothing about me: only what I rated, tried or detailed goes out.
  if (level === 0 && !value.hasExperienced && Object.keys(details).length === 0) return null;
  return {
    activity: kink.name,
    category: kink.category,
    interestLevel: level,
    interest: level === 0 ? null : interestLabel(value.interestLevel),
    tried: value.hasExperienced,
    enjoymentStars: value.hasExperienced ? Number(value.experienceRating) : null,
    details,
  };
}

/**
 * The 'Download my data' file, built on the device from what the app has already opened: my
 * preferences in readable form, my partners and this device's settings. Never a key.
 */
export function buildExport(input: ExportInput) {
  const preferences = input.kinks.flatMap((kink) => {
    const value = input.values.get(kink.id);
    const exported = value ? exportedPreference(kink, value) : null;
    return exported ? [exported] : [];
  });
  return {
    app: 'Connect & Discover',
    exportedAt: input.exportedAt.toISOString(),
    account: { username: input.user.username, displayName: input.user.displayName },
    preferences,
    partners: input.connections.map((connection) => ({
      displayName: connection.partner.displayName,
      username: connection.partner.username,
      connectedSince: Number.isFinite(connection.createdAt)
        ? new Date(connection.createdAt).toISOString()
        : null,
    })),
    deviceSettings: input.settings,
  };
}

export function exportFileName(exportedAt: Date): string {
  return `connect-discover-my-data-${exportedAt.toISOString().slice(0, 10)}.json`;
}
