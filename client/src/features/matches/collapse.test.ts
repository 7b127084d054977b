import { describe, expect, it } from 'vitest';
import { collapseEmpty } from './collapse';

const section = (title: string, matches: number[]) => ({ title, matches });

describe('collapseEmpty', () => {
  it('shows the sections with matches and one line naming the empty ones', () => {
    const out = collapseEmpty([
      section('Sizzling Hot Matches', []),
      section('Passionate Alignment', [1]),
      section('Perfect Rhythm', []),
      section('Curious Minds', [2, 3]),
    ]);
    expect(out.filled.map((s) => s.title)).toEqual(['Passionate Alignment', 'Curious Minds']);
    expect(out.emptyLine).toBe('No matches in these categories: Sizzling Hot Matches, Perfect Rhythm.');
  });

  it('keeps the spec’s sentence for a single empty section, and says nothing when none is empty', () => {
    expect(collapseEmpty([section('Top Favorites', []), section('Regular Favorites', [4])]).emptyLine).toBe(
      'No matches in this category: Top Favorites.',
    );
    expect(collapseEmpty([section('Top Favorites', [1])])).toEqual({
      filled: [section('Top Favorites', [1])],
      emptyLine: null,
    });
  });
});
