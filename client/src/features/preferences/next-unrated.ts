/**
 * The next activity without a rating in the order shown, wrapping around to the top: after
 * `from.after` (the card in hand), or from `from.at` on (the card in view); from the top when
 * neither is shown. Null when every shown one is rated.
 */
export function nextUnrated(
  orderedIds: readonly number[],
  isRated: (id: number) => boolean,
  from: { after: number } | { at: number } | null,
): number | null {
  const at = from === null ? 0 : orderedIds.indexOf('at' in from ? from.at : from.after);
  const start = from === null || at === -1 ? 0 : 'at' in from ? at : at + 1;
  const skip = from !== null && 'after' in from ? from.after : null;
  for (let step = 0; step < orderedIds.length; step += 1) {
    const id = orderedIds[(start + step) % orderedIds.length];
    if (id !== undefined && id !== skip && !isRated(id)) return id;
  }
  return null;
}
