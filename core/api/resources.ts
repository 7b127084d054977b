import { z } from 'zod';
import { categorySchema } from './catalogue';

/*
 * Public content about activities: resources, retailers and product types. The server serves it
 * from content/ (signed in, ETag); nothing here depends on who asks. Personalisation (the guide,
 * top products, 'Recommended') happens on the device from the opened matches.
 */

const httpsUrl = z.url({ protocol: /^https$/, error: 'must be an https:// URL' });

export const referenceSchema = z.strictObject({ title: z.string().min(1), url: httpsUrl });
export type Reference = z.infer<typeof referenceSchema>;

/** GET /api/resources/{kinkId}: one activity's educational resource. */
export const resourceAnswerSchema = z.object({
  kink: z.object({ id: z.number().int(), name: z.string(), category: categorySchema }),
  about: z.string(),
  psychologicalAspects: z.string(),
  currentResearch: z.string(),
  /** One bullet per entry. */
  safetyConsiderations: z.array(z.string()),
  gettingStarted: z.object({ steps: z.array(z.string()) }),
  additionalResources: z.array(referenceSchema),
  /** A risk warning shown above everything else (breath play), or null. */
  riskWarning: z.string().nullable(),
});
export type ResourceAnswer = z.infer<typeof resourceAnswerSchema>;

export const SKILL_LEVELS = ['beginner', 'intermediate', 'advanced'] as const;
export const skillLevelSchema = z.enum(SKILL_LEVELS);
export type SkillLevel = z.infer<typeof skillLevelSchema>;

/** A retailer's fixed trust text, as the spec shows it (the score is the editors', shown as such). */
export const retailerTrustSchema = z.object({
  name: z.string(),
  /** The editors' trust score out of 5, e.g. 4.6: no customer survey behind it. */
  trustScore: z.number().min(0).max(5),
  shipping: z.string(),
  returns: z.string(),
  features: z.array(z.string()),
});
export type RetailerTrust = z.infer<typeof retailerTrustSchema>;

/**
 * What a product is, for its drawn illustration and the content rule that a subcategory holds
 * only the kinds its name or description names (content/products.test.ts).
 */
export const PRODUCT_KINDS = [
  'book',
  'journal',
  'cards',
  'lubricant',
  'oil',
  'balm',
  'cleaner',
  'candle',
  'cuffs',
  'rope',
  'anchor',
  'shears',
  'blindfold',
  'kit',
  'paddle',
  'glove',
  'flogger',
  'crop',
  'feather',
  'pinwheel',
  'lingerie',
  'hosiery',
  'corset',
  'garment',
  'mask',
  'shoes',
  'harness',
  'collar',
  'gag',
  'vibrator',
  'wand',
  'dildo',
  'temperature',
  'plug',
  'ring',
  'stroker',
  'clamps',
  'cushion',
  'blanket',
  'condom',
  'electro',
  'chastity',
  'edible',
  'pole',
  'case',
] as const;
export const productKindSchema = z.enum(PRODUCT_KINDS);
export type ProductKind = z.infer<typeof productKindSchema>;

/**
 * One product type at one retailer. `rating` is the editorial 'x/5' string and `ratingScore`
 * its number, the same for the product wherever it appears; `reviewCount` is always null (the
 * pack invents no customer reviews). There is no stock or sales field: the project has no such
 * data (decision 0026); `editorsPick` is the editors' own choice, and says so.
 */
export const productSchema = z.object({
  name: z.string(),
  description: z.string(),
  /** A price range with $, e.g. '$15-$40'. */
  price: z.string(),
  retailer: z.string(),
  retailerTrust: retailerTrustSchema,
  /** The retailer's own search for this product's search terms (https, on the retailer's host). */
  productUrl: httpsUrl,
  rating: z.string().regex(/^\d(\.\d)?\/5$/),
  ratingScore: z.number().min(0).max(5),
  reviewCount: z.null(),
  editorsPick: z.boolean(),
  skillLevel: skillLevelSchema,
  /** What the card draws: a picture of this kind of product, drawn in the app (no image URL). */
  kind: productKindSchema,
});
export type Product = z.infer<typeof productSchema>;

export const subcategorySchema = z.object({
  name: z.string(),
  description: z.string(),
  /** A lucide-react icon name, e.g. 'Sparkles'. */
  icon: z.string(),
  /** Editorial relevance to the activity, 0-5. */
  userRelevance: z.number().int().min(0).max(5),
  products: z.array(productSchema),
});
export type Subcategory = z.infer<typeof subcategorySchema>;

/** The sentence every product page shows: scores are the team's, not customers'. */
export const PRODUCT_DISCLAIMER =
  'Ratings are our editorial scores, not customer reviews. Prices are typical ranges; check the retailer for current prices. We are not paid for these links.';

/** GET /api/product-search/{kinkId} */
export const productSearchAnswerSchema = z.object({
  kinkId: z.number().int(),
  kinkName: z.string(),
  categories: z.array(
    z.object({
      name: z.string(),
      /** The subcategory's editorial relevance to the activity, 0-5: the top lists rank by it first. */
      relevance: z.number().int().min(0).max(5),
      products: z.array(productSchema),
    }),
  ),
  searchTerms: z.array(z.string()),
  disclaimer: z.string(),
});
export type ProductSearchAnswer = z.infer<typeof productSearchAnswerSchema>;

/** GET /api/enhanced-products/{kinkId} (a `userId` query is accepted and ignored). */
export const enhancedProductsAnswerSchema = z.object({
  kinkId: z.number().int(),
  kinkName: z.string(),
  totalProducts: z.number().int(),
  disclaimer: z.string(),
  searchTerms: z.array(z.string()),
  subcategories: z.array(subcategorySchema),
});
export type EnhancedProductsAnswer = z.infer<typeof enhancedProductsAnswerSchema>;

/** GET /api/kink-ranking/{kinkId}: the pack's editorial score, else 5 per product, capped at 100. */
export const kinkRankingAnswerSchema = z.object({
  kinkId: z.number().int(),
  effectivenessScore: z.number().int().min(0).max(100),
});
export type KinkRankingAnswer = z.infer<typeof kinkRankingAnswerSchema>;

/**
 * GET /api/kink-ranking: every activity's ranking in one answer. The match cards read their
 * 'View Products' from it: asking per activity would tell the server which ones are mutual.
 */
export const kinkRankingTableSchema = z.object({ rankings: z.array(kinkRankingAnswerSchema) });
export type KinkRankingTable = z.infer<typeof kinkRankingTableSchema>;

/**
 * GET /api/product-search: every activity's product search in one answer, for the top products
 * across a couple's matches, which must not name those matches to the server.
 */
export const productSearchTableSchema = z.object({ results: z.array(productSearchAnswerSchema) });
export type ProductSearchTable = z.infer<typeof productSearchTableSchema>;

/** 'View Products' shows on a match card at this effectivenessScore or more (spec). */
export const PRODUCT_RANKING_THRESHOLD = 15;

/** The spec's list of activities whose 'View Products' goes to /enhanced-products. */
export const ENHANCED_PRODUCT_ACTIVITIES = [
  'Sex Toys',
  'Lingerie',
  'Fetish Clothing',
  'Anal Play',
  'Restraint',
  'Spanking',
] as const;

// ---- The content pack's shape (content/resources/*.json, content/retailers.json, content/products/*.json)

export const resourcePackEntrySchema = z.strictObject({
  /** The activity's slug in content/activities.json. */
  activity: z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/),
  about: z.string().min(300),
  psychologicalAspects: z.string().min(100),
  currentResearch: z.string().min(100),
  safetyConsiderations: z.array(z.string().min(10)).min(3),
  gettingStarted: z.array(z.string().min(10)).min(3),
  references: z.array(referenceSchema).min(1),
  riskWarning: z.string().min(20).optional(),
});
export const resourcePackSchema = z.strictObject({
  version: z.literal(1),
  resources: z.array(resourcePackEntrySchema),
});

export const retailerPackEntrySchema = z.strictObject({
  slug: z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/),
  name: z.string().min(1),
  /** The retailer's own host; every link to it must be https on this host. */
  host: z.string().regex(/^[a-z0-9.-]+\.[a-z]{2,}$/),
  /** Its own search page with `{terms}` where the URL-encoded search terms go. */
  searchUrl: httpsUrl.refine((url) => url.includes('{terms}'), 'searchUrl needs {terms}'),
  trustScore: z.number().min(0).max(5),
  shipping: z.string().min(1),
  returns: z.string().min(1),
  features: z.array(z.string().min(1)),
});
export const retailerPackSchema = z.strictObject({
  version: z.literal(1),
  /** Trust text for a retailer the pack does not know. */
  defaultTrust: z.strictObject({
    trustScore: z.number().min(0).max(5),
    shipping: z.string().min(1),
    returns: z.string().min(1),
    features: z.array(z.string().min(1)),
  }),
  retailers: z.array(retailerPackEntrySchema).min(5),
});

export const productPackItemSchema = z.strictObject({
  name: z.string().min(1),
  kind: productKindSchema,
  description: z.string().min(20),
  price: z.string().regex(/^\$\d+(-\$\d+)?$/),
  /** A retailer slug from content/retailers.json. */
  retailer: z.string(),
  searchTerms: z.string().min(2),
  /** The editors' score of the product itself: one value wherever the product appears. */
  editorialRating: z.number().min(1).max(5),
  editorsPick: z.boolean(),
  skillLevel: skillLevelSchema,
});
export const productPackEntrySchema = z.strictObject({
  activity: z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/),
  /** Editorial effectiveness score 0-100; absent means 5 per product, capped at 100. */
  editorialScore: z.number().int().min(0).max(100).optional(),
  searchTerms: z.array(z.string().min(2)).min(1),
  subcategories: z
    .array(
      z.strictObject({
        name: z.string().min(1),
        description: z.string().min(10),
        icon: z.string().min(1),
        relevance: z.number().int().min(0).max(5),
        products: z.array(productPackItemSchema),
      }),
    )
    .min(1),
});
export const productPackSchema = z.strictObject({
  version: z.literal(1),
  products: z.array(productPackEntrySchema),
});

/** True when an https URL is on the retailer's host or one of its subdomains (www.). */
export function isOnRetailerHost(url: string, host: string): boolean {
  const { protocol, hostname } = new URL(url);
  return protocol === 'https:' && (hostname === host || hostname.endsWith(`.${host}`));
}

/** The retailer's own search for these terms: `{terms}` in its searchUrl, URL-encoded. */
export function retailerSearchUrl(searchUrl: string, terms: string): string {
  return searchUrl.replace('{terms}', encodeURIComponent(terms));
}
