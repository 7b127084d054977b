import { z } from 'zod';
import type { Kink } from '@core/api/catalogue';
import {
  enhancedProductsAnswerSchema,
  PRODUCT_DISCLAIMER,
  productPackItemSchema,
  productPackEntrySchema,
  productSearchAnswerSchema,
  retailerPackEntrySchema,
  retailerSearchUrl,
  type EnhancedProductsAnswer,
  type Product,
  type ProductSearchAnswer,
} from '@core/api/resources';

/** What `retailers.details` holds: the pack entry without the columns of its own. */
export const storedRetailerSchema = retailerPackEntrySchema.omit({ slug: true, name: true });
/** What `products.details` holds. */
export const storedProductSchema = productPackItemSchema.omit({ name: true, retailer: true });
/** What `product_sets.details` holds: the list's search terms and its subcategories without products. */
export const storedProductSetSchema = z.object({
  searchTerms: productPackEntrySchema.shape.searchTerms,
  subcategories: z.array(productPackEntrySchema.shape.subcategories.element.omit({ products: true })),
});

export type RetailerEntry = { name: string } & z.infer<typeof storedRetailerSchema>;
export type ProductEntry = { name: string; retailer: RetailerEntry } & z.infer<typeof storedProductSchema>;
export type SubcategoryEntry = z.infer<typeof storedProductSetSchema>['subcategories'][number] & {
  products: ProductEntry[];
};
/** One activity's product list as loaded from the database, in the pack's order. */
export type ProductSet = {
  editorialScore: number | null;
  searchTerms: string[];
  subcategories: SubcategoryEntry[];
};

export const EMPTY_PRODUCT_SET: ProductSet = { editorialScore: null, searchTerms: [], subcategories: [] };

type KinkName = Pick<Kink, 'id' | 'name'>;

/** The editorial rating as the spec's 'x/5' string, to one decimal ('4/5', '4.5/5'). */
export function formatRating(rating: number): { rating: string; ratingScore: number } {
  const ratingScore = Math.round(rating * 10) / 10;
  return { rating: `${ratingScore}/5`, ratingScore };
}

export function toProduct(entry: ProductEntry): Product {
  const { retailer } = entry;
  return {
    name: entry.name,
    description: entry.description,
    price: entry.price,
    retailer: retailer.name,
    retailerTrust: {
      name: retailer.name,
      trustScore: retailer.trustScore,
      shipping: retailer.shipping,
      returns: retailer.returns,
      features: retailer.features,
    },
    productUrl: retailerSearchUrl(retailer.searchUrl, entry.searchTerms),
    ...formatRating(entry.editorialRating),
    // The pack invents no customer reviews: there is no count to give.
    reviewCount: null,
    editorsPick: entry.editorsPick,
    skillLevel: entry.skillLevel,
    kind: entry.kind,
  };
}

/** GET /api/product-search/{kinkId}: each subcategory with its products. */
export function toProductSearchAnswer(kink: KinkName, set: ProductSet): ProductSearchAnswer {
  return productSearchAnswerSchema.parse({
    kinkId: kink.id,
    kinkName: kink.name,
    categories: set.subcategories.map((subcategory) => ({
      name: subcategory.name,
      relevance: subcategory.relevance,
      products: subcategory.products.map(toProduct),
    })),
    searchTerms: set.searchTerms,
    disclaimer: PRODUCT_DISCLAIMER,
  });
}

/** GET /api/enhanced-products/{kinkId}: the same products with each subcategory's card. */
export function toEnhancedProductsAnswer(kink: KinkName, set: ProductSet): EnhancedProductsAnswer {
  return enhancedProductsAnswerSchema.parse({
    kinkId: kink.id,
    kinkName: kink.name,
    totalProducts: set.subcategories.reduce((sum, subcategory) => sum + subcategory.products.length, 0),
    disclaimer: PRODUCT_DISCLAIMER,
    searchTerms: set.searchTerms,
    subcategories: set.subcategories.map((subcategory) => ({
      name: subcategory.name,
      description: subcategory.description,
      icon: subcategory.icon,
      userRelevance: subcategory.relevance,
      products: subcategory.products.map(toProduct),
    })),
  });
}
