import { randomBytes } from 'node:crypto';
import { pino } from 'pino';
import { afterAll, describe, expect, it } from 'vitest';
import { startTcpProxy, type TcpProxy } from '../../../test/support/tcp-proxy';
import { PUBLISH_TIMEOUT_MS, RedisBus } from './redis-bus';

const redisUrl = process.env.TEST_REDIS_URL;
const log = pino({ level: 'silent' });

async function until(check: () => boolean, what: string, timeoutMs = 5_000): Promise<void> {
  const end = Date.now() + timeoutMs;
  while (!check()) {
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

describe.runIf(redisUrl)('the bus between instances (Redis pub/sub)', () => {
  const buses: RedisBus[] = [];
  let proxy: TcpProxy | undefined;
  afterAll(async () => {
    await Promise.all(buses.map((bus) => bus.close()));
    await proxy?.close();
  });

  it('delivers in order, says when its link dropped, and listens again only once resubscribed', async () => {
    const target = new URL(redisUrl ?? '');
    proxy = await startTcpProxy({ host: target.hostname, port: Number(target.port || 6379) });
    const channel = `cd:test-bus:${randomBytes(6).toString('hex')}`;
    const sender = RedisBus.connect(redisUrl ?? '', log);
    const receiver = RedisBus.connect(`redis://127.0.0.1:${proxy.port}`, log);
    buses.push(sender, receiver);
    const heard: string[] = [];
    let lost = 0;
    receiver.listen(channel, { message: (text) => heard.push(text), lost: () => (lost += 1) });
    await until(() => receiver.listening && sender.canPublish, 'both links');

    for (const text of ['one', 'two', 'three']) await sender.publish(channel, text);
    await until(() => heard.length === 3, 'three messages');
    expect(heard).toEqual(['one', 'two', 'three']);

    // The link is cut: what is published meanwhile is missed, and the receiver knows it.
    proxy.setMode('reset');
    await until(() => lost === 1 && !receiver.listening, 'the drop');
    await sender.publish(channel, 'missed');
    proxy.setMode('forward');
    await until(() => receiver.listening, 'the subscription again', 10_000);
    await sender.publish(channel, 'four');
    await until(() => heard.length === 4, 'the fourth message');
    expect(heard).toEqual(['one', 'two', 'three', 'four']);
  });

  it('fails a publish that a silent Redis does not take, within its time limit', async () => {
    const target = new URL(redisUrl ?? '');
    const silent = await startTcpProxy({ host: target.hostname, port: Number(target.port || 6379) });
    const sender = RedisBus.connect(`redis://127.0.0.1:${silent.port}`, log);
    buses.push(sender);
    try {
      await until(() => sender.canPublish, 'the link');
      silent.setMode('hold');
      const started = Date.now();
      await expect(sender.publish('cd:test-bus:silent', 'lost')).rejects.toThrow();
      expect(Date.now() - started).toBeLessThan(PUBLISH_TIMEOUT_MS + 500);
    } finally {
      silent.setMode('reset');
      await silent.close();
    }
  });
});
