import vectors from '../fixtures/protocol-v1.json';

// No node: imports here: core/ tests, which must run in a browser too, may load this.

export type ProtocolVectors = typeof vectors;

/** The protocol v1 known-answer vectors (test/fixtures/protocol-v1.json), a fresh copy each call. */
export function protocolVectors(): ProtocolVectors {
  return structuredClone(vectors);
}
