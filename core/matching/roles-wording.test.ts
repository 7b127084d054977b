import { describe, expect, it } from 'vitest';
import pack from '../../content/activities.json';
import { activityPackSchema, type DetailSchema } from '../api/catalogue';
import { ROLE_FIELDS, complementaryRoles, type RoleFit, type RoleSide } from './roles';
import { BOTH_SIDES_PHRASES, ROLE_PHRASES, roleSentence } from './roles-wording';

const activities = activityPackSchema.parse(pack).activities;

/**
 * Every single-choice field of the bundled catalogue that is not a role. A new field must be put
 * here or in ROLE_FIELDS (with wording for its labels), so no role reaches a card unworded.
 */
const NOT_ROLES = [
  'approach',
  'duration',
  'experience',
  'frequency',
  'identifiability',
  'immersion',
  'intensity',
  'involvement',
  'marks',
  'mood',
  'pace',
  'scope',
  'setting',
  'source',
  'storage',
  'style',
];

const roleFieldsOf = (schema: DetailSchema | null) =>
  (schema?.fields ?? []).filter((field) => Object.hasOwn(ROLE_FIELDS, field.name));

/** The fit two chosen values make on one activity of the bundled catalogue. */
function fitOf(slug: string, mine: string, theirs: string): RoleFit {
  const activity = activities.find((candidate) => candidate.slug === slug);
  const [field] = roleFieldsOf(activity?.detailSchema ?? null);
  if (!activity || !field) throw new Error(`${slug} has no role field`);
  const [fit] = complementaryRoles(activity.detailSchema, { [field.name]: mine }, { [field.name]: theirs });
  if (!fit) throw new Error(`${slug}: ${mine} and ${theirs} do not fit`);
  return fit;
}

/** The two activities whose role values are not giving/receiving. */
const OTHER_VALUES: Record<string, [string, string]> = {
  'dominance-and-submission': ['dominant', 'submissive'],
  'role-play': ['leading', 'following'],
};

describe('complementary role wording', () => {
  it('knows every single-choice field of the catalogue as a role or not, and never a list as a role', () => {
    for (const activity of activities) {
      for (const field of activity.detailSchema?.fields ?? []) {
        const known = Object.hasOwn(ROLE_FIELDS, field.name) || NOT_ROLES.includes(field.name);
        if (field.type === 'select') expect(known, `${activity.slug}.${field.name}`).toBe(true);
        else expect(/role/i.test(field.name), `${activity.slug}.${field.name}`).toBe(false);
      }
    }
  });

  it('has a side and words for every option of every role field of the catalogue', () => {
    let roleFields = 0;
    for (const activity of activities) {
      for (const field of roleFieldsOf(activity.detailSchema)) {
        roleFields += 1;
        const sides = new Set<RoleSide>();
        for (const option of field.options) {
          const where = `${activity.slug}.${field.name}=${option.value} '${option.label}'`;
          const side = ROLE_FIELDS[field.name]?.[option.value];
          expect(side, where).toBeDefined();
          if (side) sides.add(side);
          expect(ROLE_PHRASES[option.label], where).toBeDefined();
          if (side === 'both') expect(BOTH_SIDES_PHRASES[option.label], where).toBeDefined();
        }
        expect([...sides].toSorted(), activity.slug).toEqual(['both', 'giving', 'receiving']);
      }
    }
    expect(roleFields).toBe(16);
  });

  it.each([
    ['restraint', 'Alex would like to restrain Sam, Sam would like to be restrained'],
    ['bondage', 'Alex would like to tie Sam up, Sam would like to be tied'],
    ['fetish-clothing', 'Alex would like to wear it, Sam would like to see Alex in it'],
    ['dirty-talk', 'Alex would like to talk, Sam would like to listen'],
    ['spanking', 'Alex would like to spank Sam, Sam would like to be spanked'],
    ['dominance-and-submission', 'Alex would like to be dominant, Sam would like to be submissive'],
    ['choking', 'Alex would like to be the one doing it, Sam would like to receive'],
    ['role-play', 'Alex would like to lead, Sam would like to follow'],
    ['sensation-play', 'Alex would like to give, Sam would like to receive'],
    ['biting', 'Alex would like to bite Sam, Sam would like to be bitten'],
    ['oral-sex', 'Alex would like to give, Sam would like to receive'],
    ['anal-play', 'Alex would like to give, Sam would like to receive'],
    ['spitting', 'Alex would like to spit on Sam, Sam would like to be spat on'],
    ['voyeurism', 'Alex would like to watch Sam, Sam would like to be watched'],
    ['erotic-photography', 'Alex would like to photograph Sam, Sam would like to be the model'],
  ])('%s, the two one-sided roles: %s', (slug, sentence) => {
    const [active, passive] = OTHER_VALUES[slug] ?? ['giving', 'receiving'];
    expect(roleSentence(fitOf(slug, active, passive), 'Alex', 'Sam')).toBe(sentence);
  });

  it.each([
    [
      'sex-toys',
      'on-partner',
      'on-me',
      'Alex would like to use them on Sam, Sam would like to be on the receiving end',
    ],
    ['spanking', 'receiving', 'giving', 'Sam would like to spank Alex, Alex would like to be spanked'],
    ['spanking', 'both', 'receiving', 'Alex would like to take either side, Sam would like to be spanked'],
    ['spanking', 'receiving', 'both', 'Sam would like to take either side, Alex would like to be spanked'],
    ['spanking', 'giving', 'both', 'Alex would like to spank Sam, Sam would like to take either side'],
    ['spanking', 'both', 'both', 'Alex and Sam would both like to take turns'],
    [
      'dominance-and-submission',
      'switch',
      'submissive',
      'Alex would like to switch, Sam would like to be submissive',
    ],
    ['dominance-and-submission', 'switch', 'switch', 'Alex and Sam would both like to switch'],
    ['sex-toys', 'both', 'both', 'Alex and Sam would both like to take turns'],
  ])('%s, %s + %s: %s', (slug, mine, theirs, sentence) => {
    expect(roleSentence(fitOf(slug, mine, theirs), 'Alex', 'Sam')).toBe(sentence);
  });

  it("writes the viewer, called 'You' on their own page, as 'you' inside the sentence", () => {
    expect(roleSentence(fitOf('spanking', 'receiving', 'giving'), 'You', 'Sam')).toBe(
      'Sam would like to spank you, you would like to be spanked',
    );
    expect(roleSentence(fitOf('fetish-clothing', 'giving', 'receiving'), 'You', 'Sam')).toBe(
      'You would like to wear it, Sam would like to see you in it',
    );
    expect(roleSentence(fitOf('oral-sex', 'both', 'both'), 'You', 'Sam')).toBe(
      'You and Sam would both like to take turns',
    );
  });

  it('falls back to plain words by side for a role label another pack brings', () => {
    const fit: RoleFit = {
      field: 'role',
      mine: { side: 'receiving', label: 'Bottom' },
      theirs: { side: 'giving', label: 'Top' },
    };
    expect(roleSentence(fit, 'Alex', 'Sam')).toBe('Sam would like to give, Alex would like to receive');
    const open: RoleFit = {
      ...fit,
      mine: { side: 'both', label: 'Vers' },
      theirs: { side: 'both', label: 'Vers' },
    };
    expect(roleSentence(open, 'Alex', 'Sam')).toBe('Alex and Sam would both like to take turns');
  });
});
