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
 * Activities still citing only landing pages, waiting for a verified specific source. The test fails
 * when one of them gains a specific reference (remove it here) and when any other activity cites only
 * landing pages; when this list is empty the rule holds for all 136.
 */
export const LANDING_ONLY_REMAINING: readonly string[] = [
  'lingerie',
  'cross-dressing',
  'stockings-and-suspenders',
  'corsets',
  'striptease',
  'going-commando',
  'quickies',
  'shower-sex',
  'mirror-play',
  'mutual-masturbation',
  'morning-sex',
  'car',
  'beach',
  'scissoring',
  'body-worship',
  'hair-pulling',
  'blindfolded-sensation-play',
  'scratching',
  'wartenberg-wheel',
  'food-play',
  'sensory-deprivation',
  'remote-controlled-toys',
  'nipple-clamps',
  'strokers',
];

/**
 * Activities for which no specific source was found after searching: their research paragraph says
 * so ('We found no ... to cite') instead of leaning on a landing page.
 */
export const NO_SPECIFIC_SOURCE: readonly string[] = ['electro-stimulation'];
