import { describe, expect, it } from 'vitest';
import { mentionedIn } from './messaging.mentions.js';

const members = [
  { userId: 'a', name: 'Ana Ruiz' },
  { userId: 'b', name: 'Ben Ode' },
  { userId: 'c', name: 'Ana Ruizova' },
];

describe('mentionedIn', () => {
  it('finds whole member names after @, whatever the case', () => {
    expect(mentionedIn('@ana ruiz can you take the 3 pm? cc @Ben Ode.', members)).toEqual(['a', 'b']);
  });
  it('does not take a longer name for a shorter one, nor a name without @', () => {
    expect(mentionedIn('@Ana Ruizova is in; Ana Ruiz is out', members)).toEqual(['c']);
  });
});
