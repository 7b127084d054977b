/** Product rules run on the device: the server sends public content, the couple's match stays here. */
export {
  TOP_RATED_SCORE,
  arrangeCollection,
  arrangeProducts,
  isTopRated,
  lowestPrice,
  visibleSubcategories,
  type ArrangedCollection,
  type ArrangedGroup,
  type CollectionProduct,
  type ProductFilter,
  type ProductSort,
  type SkillFilter,
} from './collection';
export { personalizeProducts, type CoupleExperience } from './personalize';
export {
  CHOKING_ACTIVITY,
  CHOKING_EXCLUDED_RETAILER,
  TOP_RETAILER_COUNT,
  topRetailerProducts,
} from './retailers';
export {
  TOP_PRODUCT_COUNT,
  TOP_PRODUCT_MATCHES,
  topProducts,
  type MatchProducts,
  type TopProduct,
} from './top-products';
export { coupleExperience } from './couple-experience';
export { compareFit, rankedProducts, type RankedProduct } from './fit';
export { mutualRating } from './mutual-rating';
export { parseRating } from './rating';
export { productsPath, showsProducts } from './products-path';
