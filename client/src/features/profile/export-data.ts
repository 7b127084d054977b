import type { Kink } from '@core/api/catalogue';
import type { Connection } from '@core/api/connections';
import type { PreferenceBlob } from '@core/api/preferences';
import { interestLabel, parseLevel } from '@core/matching';
import type { OwnBoundaries } from '@core/sharing';

export type ExportInput = {
  exportedAt: Date;
  user: { username: string; displayName: string };
  kinks: ReadonlyArray<Kink>;
  /** My own opened preferences by activity id. */
  values: ReadonlyMap<number, PreferenceBlob>;
  connections: ReadonlyArray<Connection>;
  /** My hard limits and the partners I share them with, opened on the device. */
  boundaries: OwnBoundaries;
  settings: { autoLockMinutes: string; discreetMode: boolean };
};

/** What each field of the file means, written into it: the file is read long after it is made. */
export const EXPORT_FIELD_MEANINGS = {
  exportedAt: 'When this file was made on your device (UTC).',
  account: 'Your username and the display name your partners see.',
  preferences:
    'Every activity you answered: rated, marked tried, given details or marked a hard limit. Activities you never touched are left out.',
  'preferences[].activity': 'The activity, as the app names it.',
  'preferences[].category': 'The section of the list it belongs to.',
  'preferences[].interestLevel':
    "Your interest from 1 (Not Interested) to 5 (Let's Do It!); 0 means not rated yet.",
  'preferences[].interest': 'The same interest in words; empty when not rated yet.',
  'preferences[].tried': 'Whether you marked "I\'ve tried this".',
  'preferences[].enjoymentStars': 'How much you enjoyed it, 1 to 5 stars; empty when not tried.',
  'preferences[].details': 'The detailed options you chose, by their names in the app.',
  'preferences[].hardLimit':
    'A hard limit: never a match, and seen only by the partners you share your boundaries with.',
  hardLimits: 'The activities you marked as hard limits.',
  partners: 'The partners you are connected with.',
  'partners[].connectedSince': 'When you connected (UTC).',
  'partners[].seesMyHardLimits':
    "Whether you turned on 'Share my boundaries' for this partner: they then see your hard limits.",
  deviceSettings:
    'Settings kept on this device only: minutes before it locks (or never), and whether discreet mode is on.',
} as const;

type ExportedPreference = {
  activity: string;
  category: string;
  interestLevel: number;
  interest: string | null;
  tried: boolean;
  enjoymentStars: number | null;
  details: Record<string, string | string[]>;
  hardLimit: boolean;
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

const UNTOUCHED: PreferenceBlob = {
  hasExperienced: false,
  experienceRating: '3',
  interestLevel: '0',
  detailOptions: {},
};

function exportedPreference(
  kink: Kink,
  value: PreferenceBlob,
  hardLimit: boolean,
): ExportedPreference | null {
  const level = parseLevel(value.interestLevel);
  const details = readableDetails(kink, value.detailOptions);
  // Untouched activities say nothing about me: only what I rated, tried, detailed or ruled out goes out.
  if (level === 0 && !value.hasExperienced && Object.keys(details).length === 0 && !hardLimit) return null;
  return {
    activity: kink.name,
    category: kink.category,
    interestLevel: level,
    interest: level === 0 ? null : interestLabel(value.interestLevel),
    tried: value.hasExperienced,
    enjoymentStars: value.hasExperienced ? Number(value.experienceRating) : null,
    details,
    hardLimit,
  };
}

/**
 * The 'Download my data' file, built on the device from what the app has already opened: my
 * answers in readable form, my hard limits and with whom I share them, my partners and this
 * device's settings, with what each field means. Never a key.
 */
export function buildExport(input: ExportInput) {
  const limits = new Set(input.boundaries.kinkIds);
  const preferences = input.kinks.flatMap((kink) => {
    const exported = exportedPreference(kink, input.values.get(kink.id) ?? UNTOUCHED, limits.has(kink.id));
    return exported ? [exported] : [];
  });
  const sharedWith = new Set(input.boundaries.sharedWith);
  return {
    app: 'Connect & Discover',
    exportedAt: input.exportedAt.toISOString(),
    fieldMeanings: EXPORT_FIELD_MEANINGS,
    account: { username: input.user.username, displayName: input.user.displayName },
    preferences,
    hardLimits: input.kinks.filter((kink) => limits.has(kink.id)).map((kink) => kink.name),
    partners: input.connections.map((connection) => ({
      displayName: connection.partner.displayName,
      username: connection.partner.username,
      connectedSince: Number.isFinite(connection.createdAt)
        ? new Date(connection.createdAt).toISOString()
        : null,
      seesMyHardLimits: sharedWith.has(connection.partner.id),
    })),
    deviceSettings: input.settings,
  };
}

export function exportFileName(exportedAt: Date): string {
  return `connect-discover-my-data-${exportedAt.toISOString().slice(0, 10)}.json`;
}
