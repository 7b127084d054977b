const SLUGS: Record<string, string> = {
  Bondage: 'bondage',
  Clothing: 'clothing',
  Communication: 'communication',
  'Impact Play': 'impact-play',
  Outdoor: 'outdoor',
  Positions: 'positions',
  'Power Dynamics': 'power-dynamics',
  'Role Play': 'role-play',
  'Sensory Play': 'sensory-play',
  Toys: 'toys',
  Other: 'other',
};

/**
 * Each category's own colour, as a CSS variable from the theme (Tailwind cannot see class names
 * built at run time, so the colour travels as a style value).
 */
export function categoryColor(category: string): string {
  return `var(--color-cat-${SLUGS[category] ?? 'other'})`;
}
