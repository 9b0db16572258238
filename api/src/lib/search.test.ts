import { describe, expect, it } from 'vitest';
import { searchPatterns } from './search.js';

describe('searchPatterns (DRF SearchFilter terms)', () => {
  it('splits at spaces and commas, keeps quoted phrases whole, lowercases and escapes wildcards', () => {
    expect(searchPatterns('John  Smith')).toEqual(['%john%', '%smith%']);
    expect(searchPatterns('smith,jones')).toEqual(['%smith%', '%jones%']);
    expect(searchPatterns('"Managing Director" london')).toEqual(['%managing director%', '%london%']);
    expect(searchPatterns("'rory lancaster'")).toEqual(['%rory lancaster%']);
    expect(searchPatterns("O'Brien")).toEqual(["%o'brien%"]);
    expect(searchPatterns('50%_off\\')).toEqual(['%50\\%\\_off\\\\%']);
  });

  it('answers no term for nothing to search', () => {
    for (const blank of [undefined, '', '   ', '""', "' '", ',,'])
      expect(searchPatterns(blank), String(blank)).toEqual([]);
  });
});
