import type { RoleChoice, RoleFit, RoleSide } from './roles';

/** The match card's badge for complementary roles, and the name of the matches page's filter. */
export const COMPLEMENTARY_LABEL = 'Complementary';

/**
 * What a person "would like to" do, by the role option's label in the catalogue (the words they
 * chose). `{other}` is the other partner's name. Every role label of the bundled catalogue is
 * here (roles-wording.test.ts fails otherwise); a label from another pack falls back by side.
 */
export const ROLE_PHRASES: Readonly<Record<string, string>> = {
  Restraining: 'restrain {other}',
  'Being restrained': 'be restrained',
  Tying: 'tie {other} up',
  'Being tied': 'be tied',
  'Wearing it': 'wear it',
  'Seeing my partner in it': 'see {other} in it',
  Talking: 'talk',
  Listening: 'listen',
  Spanking: 'spank {other}',
  'Being spanked': 'be spanked',
  Dominant: 'be dominant',
  Submissive: 'be submissive',
  Switch: 'switch',
  Doing: 'be the one doing it',
  Receiving: 'receive',
  Leading: 'lead',
  Following: 'follow',
  Giving: 'give',
  Biting: 'bite {other}',
  'Being bitten': 'be bitten',
  Spitting: 'spit on {other}',
  'Being spat on': 'be spat on',
  Watching: 'watch {other}',
  'Being watched': 'be watched',
  Photographer: 'photograph {other}',
  Model: 'be the model',
  'On my partner': 'use them on {other}',
  'On me': 'be on the receiving end',
  Both: 'take either side',
};

const TAKE_TURNS = 'take turns';

/** When both are open to either side: what they would both like to do, by the option's label. */
export const BOTH_SIDES_PHRASES: Readonly<Record<string, string>> = {
  Both: TAKE_TURNS,
  Switch: 'switch',
};

/** For a role label no table knows (an imported pack): plain words by side. */
export const FALLBACK_PHRASES: Readonly<Record<RoleSide, string>> = {
  giving: 'give',
  receiving: 'receive',
  both: 'take either side',
};

const SIDE_ORDER: Readonly<Record<RoleSide, number>> = { giving: 0, both: 1, receiving: 2 };

/** The viewer is called 'You' on their own matches page; inside a sentence that is 'you'. */
const inSentence = (name: string) => (name === 'You' ? 'you' : name);

const phraseOf = (choice: RoleChoice, other: string) =>
  (ROLE_PHRASES[choice.label] ?? FALLBACK_PHRASES[choice.side]).replace('{other}', inSentence(other));

/**
 * The card's plain sentence for a complementary role, e.g. 'Alex would like to give, Sam would
 * like to receive': the giving side first, names as given ('You' for the viewer works).
 */
export function roleSentence(fit: RoleFit, myName: string, partnerName: string): string {
  if (fit.mine.side === 'both' && fit.theirs.side === 'both') {
    const together = BOTH_SIDES_PHRASES[fit.mine.label] ?? TAKE_TURNS;
    return `${myName} and ${inSentence(partnerName)} would both like to ${together}`;
  }
  const me = { name: myName, choice: fit.mine, other: partnerName };
  const partner = { name: partnerName, choice: fit.theirs, other: myName };
  const [first, second] =
    SIDE_ORDER[fit.theirs.side] < SIDE_ORDER[fit.mine.side] ? [partner, me] : [me, partner];
  return (
    `${first.name} would like to ${phraseOf(first.choice, first.other)}, ` +
    `${inSentence(second.name)} would like to ${phraseOf(second.choice, second.other)}`
  );
}
