/** Builders shared by this folder's tests (not exported from index.ts). */
import type { Product } from '../api/resources';
import type { RankedProduct } from './fit';

export function product(fields: Partial<Product> & Pick<Product, 'name'>): Product {
  const ratingScore = fields.ratingScore ?? 4;
  return {
    description: `${fields.name}, described.`,
    price: '$20-$40',
    retailer: 'Lovehoney',
    retailerTrust: {
      name: fields.retailer ?? 'Lovehoney',
      trustScore: 4.5,
      shipping: 'Free',
      returns: '365 days',
      features: [],
    },
    productUrl: 'https://www.lovehoney.com/search?q=x',
    rating: `${ratingScore}/5`,
    ratingScore,
    reviewCount: null,
    editorsPick: false,
    skillLevel: 'beginner',
    kind: 'book',
    ...fields,
  };
}

/** A product as the top lists see it, with its subcategory's relevance (5 unless given). */
export function ranked(fields: Partial<RankedProduct> & Pick<Product, 'name'>): RankedProduct {
  const { relevance = 5, ...rest } = fields;
  return { ...product(rest), relevance };
}
