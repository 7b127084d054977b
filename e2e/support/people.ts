import type { Kink } from '@core/api/catalogue';
import type { ConnectResponse } from '@core/api/connections';
import type { PreferenceBlob } from '@core/api/preferences';
import type { SessionAnswer } from '@core/api/session';
import { derivePairKeys, sealPreference, type UnlockedKeys } from '@core/crypto';
import { buildShareSet, plaintextSize } from '@core/sharing';
import { registrationFor, sessionCookiePair } from '../../test/support/registration';

/** A person made through the API, for a test where signing up is not the point. */
export type ApiPerson = {
  userId: number;
  username: string;
  password: string;
  cookie: string;
  code: string;
  publicKey: string;
  keys: UnlockedKeys;
  /** Each person on their own address, as in browser.ts: the sign-up limit counts per address. */
  address: string;
};

function randomAddress(): string {
  const [a = 0, b = 0, c = 0] = crypto.getRandomValues(new Uint8Array(3));
  return `10.${a}.${b}.${(c % 254) + 1}`;
}

/** One API request as `person` (their cookie and address); throws on any status but 2xx. */
export async function call(
  baseUrl: string,
  person: { cookie?: string; address: string },
  path: string,
  init: RequestInit = {},
) {
  const response = await fetch(new URL(path, baseUrl), {
    ...init,
    headers: {
      origin: baseUrl,
      'content-type': 'application/json',
      'x-forwarded-for': person.address,
      ...(person.cookie ? { cookie: person.cookie } : {}),
    },
  });
  if (!response.ok)
    throw new Error(`${init.method ?? 'GET'} ${path}: ${response.status} ${await response.text()}`);
  return response;
}

/** Registers a person with real keys (as the browser makes them) and an optional display name. */
export async function createPerson(baseUrl: string, displayName?: string): Promise<ApiPerson> {
  const username = `p${Date.now().toString(36)}${Math.random().toString(36).slice(2, 7)}`;
  const password = 'phone width pepper 7';
  const address = randomAddress();
  const { body, keys } = await registrationFor(username, password);
  const registered = await call(baseUrl, { address }, '/api/users', {
    method: 'POST',
    body: JSON.stringify({ ...body, displayName }),
  });
  const answer = (await registered.json()) as SessionAnswer;
  const cookie = sessionCookiePair(registered.headers.getSetCookie());
  if (!cookie) throw new Error('register: no session cookie in the answer');
  return {
    userId: answer.user.id,
    username,
    password,
    cookie,
    code: answer.user.code,
    publicKey: answer.keys.publicKey,
    keys,
    address,
  };
}

export async function catalogue(baseUrl: string, person: ApiPerson): Promise<Kink[]> {
  return (await (await call(baseUrl, person, '/api/kinks')).json()) as Kink[];
}

/** Every detailed option chosen: the first of a single choice, all of a multiple one. */
export function everyDetail(kink: Kink): PreferenceBlob['detailOptions'] {
  const fields = kink.detailSchema?.fields ?? [];
  return Object.fromEntries(
    fields.map((field) => [
      field.name,
      field.type === 'select' ? (field.options[0]?.value ?? '') : field.options.map((option) => option.value),
    ]),
  );
}

/** Saves a person's answers (sealed on 'the device', as the client does); unanswered ones too. */
export async function saveAnswers(
  baseUrl: string,
  person: ApiPerson,
  kinks: Kink[],
  answers: Map<number, PreferenceBlob>,
): Promise<void> {
  const size = plaintextSize(kinks);
  const unrated: PreferenceBlob = {
    hasExperienced: false,
    experienceRating: '3',
    interestLevel: '0',
    detailOptions: {},
  };
  const preferences = await Promise.all(
    kinks.map(async (kink) => ({
      userId: person.userId,
      kinkId: kink.id,
      encryptedData: await sealPreference(
        person.keys.dataKey,
        person.userId,
        kink.id,
        answers.get(kink.id) ?? unrated,
        size,
      ),
    })),
  );
  await call(baseUrl, person, '/api/preferences', {
    method: 'POST',
    body: JSON.stringify({ preferences, overwrite: true, keyGeneration: 1 }),
  });
}

/** `person` connects with `partner` by the partner's code; returns the connection's id. */
export async function connect(baseUrl: string, person: ApiPerson, partner: ApiPerson): Promise<number> {
  const connected = await call(baseUrl, person, '/api/secure-connections', {
    method: 'POST',
    body: JSON.stringify({ code: partner.code }),
  });
  return ((await connected.json()) as ConnectResponse).id;
}

/** Publishes `person`'s share set for one connection, as the client does after a save. */
export async function share(
  baseUrl: string,
  person: ApiPerson,
  partner: ApiPerson,
  connectionId: number,
  kinks: Kink[],
  answers: Map<number, PreferenceBlob>,
): Promise<void> {
  const pairKeys = await derivePairKeys(
    person.keys.privateKey,
    partner.publicKey,
    person.userId,
    partner.userId,
  );
  const entries = await buildShareSet({
    pairKeys,
    ownerId: person.userId,
    values: answers,
    catalogueIds: kinks.map((kink) => kink.id),
    plaintextSize: plaintextSize(kinks),
  });
  await call(baseUrl, person, `/api/connections/${connectionId}/shares`, {
    method: 'PUT',
    body: JSON.stringify({ entries }),
  });
}
