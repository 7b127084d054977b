import { createContext, useContext } from 'react';

type HardLimitControl = {
  /** Activities marked as hard limits; undefined until opened on the device. */
  ids: ReadonlySet<number> | undefined;
  set(kinkId: number, on: boolean): void;
};

/**
 * The page's hard limits, for the card controls that show them. Through context rather than a
 * prop of every card: when the saved list has been opened, after the cards were first drawn,
 * only the controls on screen draw again, not all 136 cards (a long frame on a phone, right
 * after an unlock).
 */
export const HardLimitContext = createContext<HardLimitControl | null>(null);

/** One activity's hard limit (undefined while not opened yet) and the way to change it. */
export function useHardLimitOf(kinkId: number): {
  hardLimit: boolean | undefined;
  setHardLimit(on: boolean): void;
} {
  const control = useContext(HardLimitContext);
  if (!control) throw new Error('useHardLimitOf must be used inside HardLimitContext');
  return { hardLimit: control.ids?.has(kinkId), setHardLimit: (on) => control.set(kinkId, on) };
}
