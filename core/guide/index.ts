/** The personal guide: generated on the device from the opened matches, never sent anywhere. */
export { generateGuide } from './generate-guide';
export { guideInput } from './guide-input';
export type {
  GuideAdvice,
  GuideInput,
  GuideMatch,
  PersonalGuide,
  RichParagraph,
  RichSpan,
  RichText,
} from './types';
