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
 * Follows the server's connections for a graceful stop: when one was last accepted, which have
 * answered a request, and which have a request in flight. Attach before listening.
 */
export function trackConnections(server: Server) {
  const open = new Set<Socket>();
  /** When each connection last finished an answer. */
  const answeredAt = new WeakMap<Socket, number>();
  const inFlight = new Map<Socket, number>();
  let lastAcceptedAt = Date.now();
  let accepted = 0;
  server.on('connection', (socket: Socket) => {
    lastAcceptedAt = Date.now();
    accepted += 1;
    open.add(socket);
    socket.once('close', () => open.delete(socket));
  });
  // One function for every answer rather than a closure each: this runs on every request.
  function answered(this: ServerResponse) {
    const socket = this.req.socket;
    const left = (inFlight.get(socket) ?? 1) - 1;
    if (left > 0) inFlight.set(socket, left);
    else inFlight.delete(socket);
    answeredAt.set(socket, Date.now());
  }
  server.on('request', (request: IncomingMessage, response: ServerResponse) => {
    const socket = request.socket;
    inFlight.set(socket, (inFlight.get(socket) ?? 0) + 1);
    // on, not once: a response closes once, and once's wrapper and removal cost every request.
    response.on('close', answered);
  });

  return {
    /**
     * Closes kept-alive connections that have had their answer at least `quietMs` ago and wait for
     * nothing. Unlike http.Server#closeIdleConnections, a connection accepted a moment ago whose
     * request is not read yet is left alone, and so is one whose client may be sending its next
     * request right now: closing either would reset a client that did nothing wrong.
     */
    closeIdle(quietMs: number): void {
      const before = Date.now() - quietMs;
      for (const socket of open) {
        const at = answeredAt.get(socket);
        if (at !== undefined && at <= before && !inFlight.has(socket)) socket.destroy();
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
