import { useCallback, useRef, useState } from 'react';
import { LOCAL_KEYS } from '@client/lib/storage';

type Looks = Record<string, number>;

function readLooks(): Looks {
  try {
    const parsed: unknown = JSON.parse(localStorage.getItem(LOCAL_KEYS.partnerLooks) ?? '{}');
    if (!parsed || typeof parsed !== 'object') return {};
    return Object.fromEntries(
      Object.entries(parsed).filter((pair): pair is [string, number] => Number.isSafeInteger(pair[1])),
    );
  } catch (error) {
    // A damaged value only costs the "since your last visit" line once: the next look rewrites it.
    console.warn('Ignoring an unreadable partner-looks record', error);
    return {};
  }
}

/** One user's look at one connection: two accounts on one device, or both members, never mix. */
const lookKey = (userId: number, connectionId: number) => `${userId}:${connectionId}`;

/**
 * The partner's share-history total at this user's previous look at this connection (null on the
 * first look on this device), held for as long as the page stays open so the line does not vanish
 * when the answer is read again; `remember` records the total this look opened with. Only that
 * one: what the partner changes while the page is open (read again at their live events) is still
 * news at the next visit, so a trace left while the person looked away is not lost.
 */
export function usePartnerLook(userId: number, connectionId: number) {
  const key = lookKey(userId, connectionId);
  const [previous, setPrevious] = useState(() => ({ key, total: readLooks()[key] ?? null }));
  // Another partner chosen on the same page: read that one's last look (React's pattern for
  // state that follows a prop, without an extra effect).
  const current = previous.key === key ? previous : { key, total: readLooks()[key] ?? null };
  if (current !== previous) setPrevious(current);
  const rememberedFor = useRef<string | null>(null);
  const remember = useCallback(
    (total: number) => {
      if (rememberedFor.current === key) return;
      rememberedFor.current = key;
      const looks = readLooks();
      if (looks[key] === total) return;
      localStorage.setItem(LOCAL_KEYS.partnerLooks, JSON.stringify({ ...looks, [key]: total }));
    },
    [key],
  );
  return { seenTotal: current.total, remember };
}
