import type { Product, SkillLevel } from '../api/resources';
import type { CollectionProduct } from './collection';

/**
 * What the device knows about the couple and one activity, from their opened match: who has
 * tried it. null when the activity is not one of their matches (nothing is 'Recommended' then).
 */
export type CoupleExperience =
  | { kind: 'new-to-both' }
  | { kind: 'new-to-one'; newToYou: boolean; partnerName: string }
  | { kind: 'both-tried' };

const FITS: Record<CoupleExperience['kind'], readonly SkillLevel[]> = {
  'new-to-both': ['beginner'],
  'new-to-one': ['beginner', 'intermediate'],
  'both-tried': ['intermediate', 'advanced'],
};

function reasonFor(experience: CoupleExperience, kinkName: string): string {
  switch (experience.kind) {
    case 'new-to-both':
      return `You are both new to ${kinkName}: a gentle, easy first step to try together.`;
    case 'new-to-one':
      return experience.newToYou
        ? `You are new to ${kinkName} and ${experience.partnerName} has tried it: simple to start with, with room to grow.`
        : `${experience.partnerName} is new to ${kinkName}: simple to start with, with room to grow.`;
    case 'both-tried':
      return `You have both tried ${kinkName}: a step beyond the basics.`;
  }
}

/**
 * Marks the products whose skill level fits the couple's experience as 'Recommended', with the
 * reason shown on the card. Computed on the device: the server never learns the match.
 */
export function personalizeProducts(
  products: readonly Product[],
  kinkName: string,
  experience: CoupleExperience | null,
): CollectionProduct[] {
  return products.map((product) => {
    const fits = experience !== null && FITS[experience.kind].includes(product.skillLevel);
    return {
      ...product,
      isPersonalized: fits,
      personalizedReason: fits && experience ? reasonFor(experience, kinkName) : null,
    };
  });
}
