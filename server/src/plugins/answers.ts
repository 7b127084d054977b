import type { IncomingHttpHeaders } from 'node:http';
import type { FastifyReply } from 'fastify';

/*
 * The answers of the reads that both HotReads (before Fastify) and their routes send. An answer
 * is a value: made once for a cached body and sent again as it is, so that a read answered from
 * memory makes next to no garbage and its header list is built once (hot-reads.ts).
 */

/**
 * A read's whole answer, already encoded: what both its paths send (see sendAnswer). Answers are
 * kept and sent again as they are (keep), so nothing may change one once made.
 */
export type Answer = {
  readonly status: 200 | 304;
  readonly headers: Readonly<Record<string, string>>;
  readonly body?: Buffer | string;
};

/**
 * What a read from memory looks at: the path's parameters, as the route names them (shared by
 * every request to the same path: read only), and the headers.
 */
export type ReadRequest = { params: Readonly<Record<string, string>>; headers: IncomingHttpHeaders };

/** What an answer depends on besides memory: the request's headers (conditional, encodings). */
export type AnswerRequest = Pick<ReadRequest, 'headers'>;

/** Sends an answer through Fastify (the security hook's headers are already on the reply). */
export function sendAnswer(reply: FastifyReply, answer: Answer): FastifyReply {
  reply.status(answer.status).headers(answer.headers);
  return answer.body === undefined ? reply.send() : reply.send(answer.body);
}

const JSON_TYPE = 'application/json; charset=utf-8';

/** The answers made for a body, by the body (bodies are cached: the same Buffer each time). */
const answersByBody = new WeakMap<Buffer, Answer>();

/** `answer` kept for its body, to be sent again as it is (keptFor). */
export function keep(answer: Answer & { body: Buffer }): Answer {
  answersByBody.set(answer.body, answer);
  return answer;
}

/** The answer kept for `body` under this ETag (undefined: a body sent without one). */
export function keptFor(body: Buffer, etag: string | undefined): Answer | undefined {
  const kept = answersByBody.get(body);
  return kept?.headers.etag === etag ? kept : undefined;
}

/** Versioned 304s kept, at most; past it, they are made again. */
const NOT_MODIFIED_KEPT = 10_000;
const notModified = new Map<string, Answer>();

function notModifiedAnswer(etag: string): Answer {
  let answer = notModified.get(etag);
  if (!answer) {
    if (notModified.size >= NOT_MODIFIED_KEPT) notModified.clear();
    answer = { status: 304, headers: { etag } };
    notModified.set(etag, answer);
  }
  return answer;
}

/** A JSON answer as it is sent. */
export function jsonAnswer(body: Buffer): Answer {
  return keptFor(body, undefined) ?? keep({ status: 200, headers: { 'content-type': JSON_TYPE }, body });
}

/** A versioned JSON read: 304 to a client that holds `etag`, else the body under that ETag. */
export function versionedAnswer(request: AnswerRequest, etag: string, body: Buffer): Answer {
  if (request.headers['if-none-match'] === etag) return notModifiedAnswer(etag);
  return keptFor(body, etag) ?? keep({ status: 200, headers: { etag, 'content-type': JSON_TYPE }, body });
}
