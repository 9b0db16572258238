import { describe, expect, it } from 'vitest';
import { generateCompanies, generateContact, noPhonesUsed } from './generate-contacts.js';
import { createRandom } from './random.js';
import { femaleFirstNames, maleFirstNames } from './uk-names.js';

// The demo's titles go with its first names (the `title` lookups of migration 004: 1 Mr, 2 Mrs, 3 Ms, 4 Miss, 5 Dr).

describe('generateContact', () => {
  it("gives a man's first name Mr or Dr and a woman's Mrs, Ms, Miss or Dr", () => {
    const random = createRandom(7);
    const companies = generateCompanies(random, 40);
    const options = {
      isCapitalProvider: () => false,
      noteChance: 0,
      usedEmails: new Set<string>(),
      usedPhones: noPhonesUsed(),
      createdBy: null,
      baseDate: new Date('2026-01-01T00:00:00Z'),
    };
    const titles = { male: new Set<number>(), female: new Set<number>() };
    for (let index = 0; index < 2_000; index++) {
      const { person } = generateContact(random, companies[index % companies.length]!, index, options);
      if (person.title == null) continue;
      const first = person.first_name;
      if ((maleFirstNames as readonly string[]).includes(first)) titles.male.add(person.title);
      else if ((femaleFirstNames as readonly string[]).includes(first)) titles.female.add(person.title);
      else throw new Error(`a first name from neither list: ${first}`);
    }
    expect([...titles.male].sort()).toEqual([1, 5]);
    expect([...titles.female].sort()).toEqual([2, 3, 4, 5]);
  });
});
