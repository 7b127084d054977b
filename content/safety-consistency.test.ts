import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { activityPackSchema } from '../core/api/catalogue';
import { resourcePackSchema } from '../core/api/resources';

/*
 * An activity's description and tips, and its resource's own advice, must never tell a couple to do
 * what the resource's safety section warns against. Each danger below is data: the words that show a
 * resource's safety section deals with it, and the phrases that would contradict that advice. A
 * phrase marked `unlessNegated` is allowed in a sentence that forbids it ("never use household
 * candles"); the others are wrong in any sentence.
 */

type Phrase = { pattern: RegExp; unlessNegated?: true };
type Danger = { name: string; addressedBy: RegExp; contradictions: Phrase[] };

const DANGERS: Danger[] = [
  {
    name: 'pressure on the neck or throat',
    addressedBy: /\b(?:neck|throat)\b/i,
    contradictions: [
      {
        pattern:
          /\bhands?\b[^.;]{0,30}\b(?:on|around|against|over) (?:the |their |your )?(?:front of the )?(?:neck|throat)\b/i,
      },
      {
        pattern:
          /\b(?:light|gentle|soft|brief|slight) (?:pressure|squeez\w*|grip|choking)\b[^.;]{0,25}\b(?:neck|throat)\b/i,
      },
      { pattern: /\b(?:chok\w*|strangl\w*) (?:safely|gently|lightly)\b/i },
      { pattern: /\bsafe (?:way|technique|method) (?:to|of) (?:chok|strangl)\w*/i, unlessNegated: true },
    ],
  },
  {
    name: 'nerves of the upper arm (the radial nerve runs on the outer and back of the upper arm)',
    addressedBy: /\bradial nerve\b|\bupper arm\b[^.]*\b(?:outer|back)\b/i,
    // Naming only the inner upper arm tells people the outer and back are safe.
    contradictions: [{ pattern: /^(?![^.]*\bouter\b)[^.]*\binner upper arms?\b/i }],
  },
  {
    name: 'restricted breathing',
    addressedBy: /\bbreath(?:e|ing)?\b/i,
    contradictions: [
      {
        pattern:
          /\b(?:briefly|gently|lightly|safely|slightly) (?:restrict|limit|cut off|reduce|block)\w* (?:their |your |the )?(?:breath|breathing|air)\b/i,
      },
      {
        pattern: /\bcover\w* (?:their|your|the) (?:mouth and nose|nose and mouth|nose)\b/i,
        unlessNegated: true,
      },
      { pattern: /\bpillow over (?:their|your|the) face\b/i, unlessNegated: true },
    ],
  },
  {
    name: 'heat and wax',
    addressedBy: /\bcandles?\b|\bwax\b/i,
    contradictions: [
      {
        pattern:
          /\b(?:use|using|with|try|light)\b[^.;]{0,25}\b(?:ordinary|household|regular|beeswax|dinner|taper|tea-?light) candles?\b/i,
        unlessNegated: true,
      },
      { pattern: /\bdrip\w*[^.;]{0,20}\b(?:close to the skin|up close|from close)\b/i, unlessNegated: true },
      { pattern: /\bwax\b[^.;]{0,30}\b(?:face|eyes|genitals|vulva|penis)\b/i, unlessNegated: true },
    ],
  },
  {
    name: 'electricity',
    addressedBy: /\belectr\w*\b|\be-?stim\b/i,
    contradictions: [
      {
        pattern:
          /\b(?:place|put|attach|stick|position|move)\w*\b[^.;]{0,40}\b(?:above the waist|across the (?:chest|heart)|on the chest|near the heart)\b/i,
        unlessNegated: true,
      },
      { pattern: /\b(?:mains|home-?made|diy)\b/i, unlessNegated: true },
      { pattern: /\bin (?:the )?(?:water|bath|shower)\b/i, unlessNegated: true },
    ],
  },
];

const NEGATION =
  /\b(?:never|not|no|avoid|avoiding|don't|do not|without|instead of|rather than|away from|nothing)\b/i;

/** The sentences of a text (runs ending in . ! or ?), so a rule can judge each on its own. */
function sentences(text: string): string[] {
  return text.match(/[^.!?]+[.!?]*/g)?.map((s) => s.trim()) ?? [];
}

/** Every sentence of `texts` that says what `phrase` forbids. */
function contradictionsIn(texts: string[], phrase: Phrase): string[] {
  return texts
    .flatMap(sentences)
    .filter((s) => phrase.pattern.test(s) && !(phrase.unlessNegated && NEGATION.test(s)));
}

function read(path: string): unknown {
  return JSON.parse(readFileSync(new URL(path, import.meta.url), 'utf8'));
}

const activities = activityPackSchema.parse(read('./activities.json')).activities;
const resources = readdirSync(new URL('./resources/', import.meta.url))
  .filter((name) => name.endsWith('.json'))
  .flatMap((name) => resourcePackSchema.parse(read(`./resources/${name}`)).resources);

describe('safety advice never contradicts itself (content/activities.json against content/resources)', () => {
  for (const danger of DANGERS) {
    it(`keeps every page in line with its resource on ${danger.name}`, () => {
      const found: string[] = [];
      for (const resource of resources) {
        if (!resource.safetyConsiderations.some((s) => danger.addressedBy.test(s))) continue;
        const activity = activities.find((a) => a.slug === resource.activity);
        const advice = [
          activity?.description ?? '',
          ...(activity?.safetyTips ?? []),
          resource.about,
          ...resource.gettingStarted,
          ...resource.safetyConsiderations,
        ];
        for (const phrase of danger.contradictions)
          for (const sentence of contradictionsIn(advice, phrase))
            found.push(`${resource.activity}: ${sentence}`);
      }
      expect(found).toEqual([]);
    });
  }

  it('catches the contradictions the fact-check found (the rules are not vacuous)', () => {
    const [neck, nerves] = DANGERS;
    const old = [
      'If you choose a symbolic version, rest the hand lightly on the front of the neck with no pressure at all on the sides or windpipe.',
      'Many couples instead enjoy a hand resting on the throat without pressure, or keep it as a fantasy.',
    ];
    expect(neck?.contradictions.flatMap((p) => contradictionsIn(old, p))).toHaveLength(2);
    const rope = [
      'Avoid tying over joints and the inner upper arm, where nerve injury can happen without any pain warning.',
    ];
    expect(nerves?.contradictions.flatMap((p) => contradictionsIn(rope, p))).toHaveLength(1);
    const fixed = [
      'Rest a hand lightly on the chest or collarbone instead, with no pressure on the neck at all.',
    ];
    expect(neck?.contradictions.flatMap((p) => contradictionsIn(fixed, p))).toEqual([]);
  });
});
