import { describe, expect, it } from 'vitest';
import { JOINING_MS, PartnerNoticeGate, PUBLISHED_QUIET_MS } from './partner-notice-gate';

describe('which partner events are told', () => {
  it('always tells joins and disconnects', () => {
    const gate = new PartnerNoticeGate();
    expect(gate.tell('joined', '9', 0)).toBe(true);
    expect(gate.tell('joined', '9', 1)).toBe(true);
    expect(gate.tell('disconnected', '9', 2)).toBe(true);
  });

  it('does not tell the joiner’s own publish right after the join, nor let it use up the quiet time', () => {
    const gate = new PartnerNoticeGate();
    gate.tell('joined', '9', 1_000);
    expect(gate.tell('published', '9', 1_400)).toBe(false);
    expect(gate.tell('published', '9', 1_000 + JOINING_MS - 1)).toBe(false);
    // The partner's first real save, a minute later, is told.
    expect(gate.tell('published', '9', 61_000)).toBe(true);
  });

  it('tells one publish per partner in the quiet time, each partner apart', () => {
    const gate = new PartnerNoticeGate();
    expect(gate.tell('published', '9', 0)).toBe(true);
    expect(gate.tell('published', '9', PUBLISHED_QUIET_MS - 1)).toBe(false);
    expect(gate.tell('published', '7', 5)).toBe(true);
    expect(gate.tell('published', '9', PUBLISHED_QUIET_MS)).toBe(true);
  });

  it('says nothing of a publish right after a join this device made itself (the pair’s creation)', () => {
    const gate = new PartnerNoticeGate();
    gate.noteJoin('9', 1_000);
    expect(gate.tell('published', '9', 1_500)).toBe(false);
    expect(gate.tell('published', '9', 1_000 + JOINING_MS + 1)).toBe(true);
    gate.noteJoin('4', 0);
    expect(gate.tell('published', '4', JOINING_MS + 1)).toBe(true);
  });
});
