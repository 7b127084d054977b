import { kinkListSchema, type Kink } from '@core/api/catalogue';
import { connectionListSchema, type Connection } from '@core/api/connections';
import type { PreferenceBlob } from '@core/api/preferences';
import { matchesResponseSchema, type ShareEntry } from '@core/api/shares';
import { derivePairKeys, metaToken, type IdentityPrivateKey, type PairKeys } from '@core/crypto';
import { buildShareSet, catalogueLayout, openRevealed, plaintextSize, type Revealed } from '@core/sharing';
import { registrationFor, sessionCookiePair } from '../../test/support/registration';

/**
 * A second, independent client of the protocol (docs/protocol.md), run from Node the way a
 * modified app would: it registers and connects through the API and builds its share sets with
 * core/sharing, so a test can replay what a dishonest partner can do.
 */
export class SecondClient {
  private constructor(
    private readonly baseUrl: string,
    private readonly cookie: string,
    readonly id: number,
    private readonly privateKey: IdentityPrivateKey,
  ) {}

  static async register(baseUrl: string, username: string, password: string): Promise<SecondClient> {
    const made = await registrationFor(username, password);
    const res = await fetch(new URL('/api/users', baseUrl), {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: new URL(baseUrl).origin },
      body: JSON.stringify(made.body),
    });
    const cookie = sessionCookiePair(res.headers.getSetCookie());
    if (res.status !== 201 || !cookie) throw new Error(`register failed: ${res.status} ${await res.text()}`);
    const { user } = (await res.json()) as { user: { id: number } };
    return new SecondClient(baseUrl, cookie, user.id, made.keys.privateKey);
  }

  async call(method: 'GET' | 'POST' | 'PUT', path: string, body?: unknown): Promise<unknown> {
    const res = await fetch(new URL(path, this.baseUrl), {
      method,
      headers: {
        cookie: this.cookie,
        origin: new URL(this.baseUrl).origin,
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    if (!res.ok) throw new Error(`${method} ${path}: ${res.status} ${await res.text()}`);
    return res.json();
  }

  async connect(code: string): Promise<Connection> {
    await this.call('POST', '/api/secure-connections', { code });
    const [connection] = connectionListSchema.parse(await this.call('GET', `/api/connections/${this.id}`));
    if (!connection) throw new Error('no connection after connecting');
    return connection;
  }

  async catalogue(): Promise<Kink[]> {
    return kinkListSchema.parse(await this.call('GET', '/api/kinks'));
  }

  pairKeys(connection: Connection): Promise<PairKeys> {
    return derivePairKeys(this.privateKey, connection.partner.publicKey, this.id, connection.partner.id);
  }

  /** The set step 11 builds from these values: what an honest app publishes. */
  async honestSet(
    connection: Connection,
    values: ReadonlyMap<number, PreferenceBlob>,
  ): Promise<ShareEntry[]> {
    const kinks = await this.catalogue();
    return buildShareSet({
      pairKeys: await this.pairKeys(connection),
      ownerId: this.id,
      values,
      catalogueIds: kinks.map((kink) => kink.id),
      plaintextSize: plaintextSize(kinks),
    });
  }

  /** Every activity's real token, with the meta entry of `claimed` (an honest meta entry for a lie). */
  async fishingSet(connection: Connection, value: PreferenceBlob, claimed: number): Promise<ShareEntry[]> {
    const kinks = await this.catalogue();
    const every = await this.honestSet(connection, new Map(kinks.map((kink) => [kink.id, value])));
    const small = await this.honestSet(
      connection,
      new Map(kinks.slice(0, claimed).map((k) => [k.id, value])),
    );
    const meta = await metaToken((await this.pairKeys(connection)).macKey);
    return [...every.filter((e) => e.token !== meta), ...small.filter((e) => e.token === meta)];
  }

  async publish(connection: Connection, entries: ShareEntry[]): Promise<void> {
    await this.call('PUT', `/api/connections/${connection.id}/shares`, { entries });
  }

  /** The partner's side of the intersection, opened: compact entries (step 11a) and v1 ones alike. */
  async read(connection: Connection): Promise<Revealed> {
    const answer = matchesResponseSchema.parse(
      await this.call('GET', `/api/connections/${connection.id}/matches`),
    );
    return openRevealed({
      pairKeys: await this.pairKeys(connection),
      partnerId: connection.partner.id,
      theirs: answer.theirs,
      layout: await catalogueLayout(await this.catalogue()),
    });
  }
}
