/**
 * The blob keeps levels as strings ('0'..'5', '1'..'5'). The spec parses them as integers and
 * counts a missing or unreadable one as 0; every matching rule reads levels through here.
 */
export function parseLevel(value: string | undefined): number {
  const level = Number.parseInt(value ?? '', 10);
  return Number.isNaN(level) ? 0 : level;
}

/**
 * A level on the spec's 1-5 scale, or undefined when it is missing. '0' is "not rated yet" in
 * our blob (docs/decisions/0003), so it is missing here too: the card rules that speak of
 * missing levels (wording, mutual score) must not read it as a real answer.
 */
export function ratedLevel(value: string | undefined): number | undefined {
  const level = parseLevel(value);
  return level >= 1 && level <= 5 ? level : undefined;
}
