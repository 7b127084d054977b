import type { Kink } from '@core/api/catalogue';
import { catalogueLayout, type CatalogueLayout } from '@core/sharing';

/** One layout per catalogue list the app holds: its tags are worked out once, not at every save. */
const layouts = new WeakMap<readonly Kink[], Promise<CatalogueLayout>>();

/** The compact encoding's layout of this catalogue (docs/protocol.md step 7b), worked out once per list. */
export function layoutOf(kinks: readonly Kink[]): Promise<CatalogueLayout> {
  let layout = layouts.get(kinks);
  if (!layout) {
    layout = catalogueLayout(kinks);
    layouts.set(kinks, layout);
  }
  return layout;
}
