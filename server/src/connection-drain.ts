import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import net, { type Socket } from 'node:net';

/**
 * Connections that reached the port before the signal may still wait in the kernel's backlog, and
 * on a busy machine the process takes them late: closing the listener then would reset them. So
 * the listener stays open until no connection has come for this long...
 */
const ACCEPT_QUIET_MS = 100;
/** ...but no longer than this, so steady traffic cannot hold the process open. */
const ACCEPT_MAX_MS = 1_000;

/**
 * Follows the server's connections for a graceful stop: when one was last accepted, and each
 * one's latest answer. Attach before listening.
 */
export function trackConnections(server: Server) {
  /**
   * Each open connection's latest answer, and the answer it was last found idle with. Nothing
   * else is done per request: a listener per answer and the bookkeeping of times cost a few
   * microseconds of every read (bench/README.md).
   */
  const open = new Map<Socket, { last?: ServerResponse; idleWith?: ServerResponse }>();
  let lastAcceptedAt = Date.now();
  let accepted = 0;
  server.on('connection', (socket: Socket) => {
    lastAcceptedAt = Date.now();
    accepted += 1;
    open.set(socket, {});
    socket.once('close', () => open.delete(socket));
  });
  server.on('request', (request: IncomingMessage, response: ServerResponse) => {
    const state = open.get(request.socket);
    // Answers on one connection finish in order: when the latest has, every earlier one has.
    if (state) state.last = response;
  });

  return {
    /**
     * Closes kept-alive connections found waiting for nothing, with the same finished answer, at
     * the previous call too: called every `n` ms, it closes those idle for at least `n` ms. Unlike
     * http.Server#closeIdleConnections, a connection accepted a moment ago whose request is not
     * read yet is left alone, and so is one whose client may be sending its next request right
     * now: closing either would reset a client that did nothing wrong.
     */
    closeIdle(): void {
      for (const [socket, state] of open) {
        const idle = state.last?.writableFinished === true ? state.last : undefined;
        if (idle !== undefined && state.idleWith === idle) socket.destroy();
        else state.idleWith = idle;
      }
    },
    /**
     * Stops accepting once the backlog is quiet and resolves when every connection has closed.
     * net.Server's own close: http.Server#close would also drop just-accepted connections.
     */
    stopAccepting(): Promise<void> {
      const startedAt = Date.now();
      return new Promise((resolve) => {
        const check = () => {
          const now = Date.now();
          if (now - lastAcceptedAt < ACCEPT_QUIET_MS && now - startedAt < ACCEPT_MAX_MS) {
            setTimeout(check, ACCEPT_QUIET_MS - (now - lastAcceptedAt));
            return;
          }
          // Timers run before the loop polls the port: after a stall, connections may be waiting
          // that nobody has taken yet. setImmediate runs after one more poll, which takes them all.
          const seen = accepted;
          setImmediate(() => {
            if (accepted !== seen && Date.now() - startedAt < ACCEPT_MAX_MS)
              setTimeout(check, ACCEPT_QUIET_MS);
            else net.Server.prototype.close.call(server, () => resolve());
          });
        };
        setTimeout(check, ACCEPT_QUIET_MS);
      });
    },
  };
}
