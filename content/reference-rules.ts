/*
 * Which references count as specific (docs/decisions/0025-references.md). A landing page is a site's
 * home or section page: worth reading, but it backs no particular claim, so an activity needs at least
 * one reference about that activity itself.
 */

/** Home and section pages: never the only reference of an activity. */
export const LANDING_PAGES: readonly string[] = [
  'https://www.cdc.gov/sti/',
  'https://www.mayoclinic.org/healthy-lifestyle/sexual-health',
  'https://www.nhs.uk/live-well/sexual-health/',
  'https://www.plannedparenthood.org/learn/sex-pleasure-and-sexual-dysfunction',
  'https://www.scarleteen.com/',
  'https://www.who.int/health-topics/sexual-health',
];

/**
 * Activities for which no specific source was found after searching: their research paragraph says
 * so ('We found no ... to cite') instead of leaning on a landing page. Every other activity cites at
 * least one reference about the activity itself.
 */
export const NO_SPECIFIC_SOURCE: readonly string[] = [
  'electro-stimulation',
  'beach',
  'blindfolded-sensation-play',
  'car',
  'corsets',
  'food-play',
  'going-commando',
  'morning-sex',
  'nipple-clamps',
  'scissoring',
  'scratching',
  'stockings-and-suspenders',
  'wartenberg-wheel',
];
