/*
 * Small packs for tests of the loader below the API: two real activity slugs of
 * content/activities.json, five retailers, one product set. Not shipped content.
 */
const longText = (topic: string) =>
  `${topic} `.repeat(3) +
  'is described here at length so that the text passes the pack minimum. '.repeat(5) +
  'It talks about consent, communication, care before and after, and checking in often.';

export function testResource(activity: string, extra: Record<string, unknown> = {}) {
  return {
    activity,
    about: longText(`About ${activity}`),
    psychologicalAspects: longText(`Psychology of ${activity}`).slice(0, 150),
    currentResearch: longText(`Research on ${activity}`).slice(0, 150),
    safetyConsiderations: ['Agree on a safeword first.', 'Stop at once when asked.', 'Check in often.'],
    gettingStarted: ['Talk about it beforehand.', 'Start slowly and gently.', 'Talk about it afterwards.'],
    references: [{ title: 'NHS: Sexual health', url: 'https://www.nhs.uk/live-well/sexual-health/' }],
    ...extra,
  };
}

export function testRetailer(slug: string) {
  return {
    slug,
    name: `Shop ${slug}`,
    host: `www.${slug}.example`,
    searchUrl: `https://www.${slug}.example/search?q={terms}`,
    trustScore: 4.5,
    shipping: 'Free shipping over $50',
    returns: '90-day returns',
    features: ['Discreet packaging'],
  };
}

export const TEST_RETAILER_PACK = {
  version: 1,
  defaultTrust: { trustScore: 3, shipping: 'Varies', returns: 'Varies', features: ['Not reviewed'] },
  retailers: ['alpha', 'beta', 'gamma', 'delta', 'epsilon'].map(testRetailer),
};

export function testProduct(name: string, retailer: string, extra: Record<string, unknown> = {}) {
  return {
    name,
    kind: 'cuffs',
    description: `${name}: a product type described for the test pack.`,
    price: '$15-$40',
    retailer,
    searchTerms: `${name} & more`,
    editorialRating: 4.5,
    editorsPick: false,
    skillLevel: 'beginner',
    ...extra,
  };
}

export const TEST_CUFFS = {
  name: 'Cuffs',
  description: 'Soft cuffs for wrists and ankles.',
  icon: 'Link',
  relevance: 5,
  products: [
    testProduct('Padded cuffs', 'alpha', { editorsPick: true }),
    testProduct('Metal cuffs', 'beta', { editorialRating: 4, skillLevel: 'advanced' }),
  ],
};

export const TEST_RESTRAINT_SET = {
  activity: 'restraint',
  searchTerms: ['soft cuffs', 'under-bed restraints'],
  subcategories: [
    TEST_CUFFS,
    {
      name: 'Straps',
      description: 'Under-the-bed strap systems.',
      icon: 'Bed',
      relevance: 3,
      products: [testProduct('Bed straps', 'gamma', { kind: 'anchor', editorialRating: 3.7 })],
    },
  ],
};

export const TEST_PRODUCT_PACK = { version: 1, products: [TEST_RESTRAINT_SET] };

export const TEST_PACKS = {
  resources: [{ version: 1, resources: [testResource('restraint'), testResource('massage')] }],
  retailers: TEST_RETAILER_PACK,
  products: [TEST_PRODUCT_PACK],
};
