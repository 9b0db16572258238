import { describe, expect, it } from 'vitest';
import { rankAssignees } from './assignee-options';

const sam = { id: '3', fullName: 'Sam Taylor' };
const samira = { id: '9', fullName: 'Samira Khan' };
const samuel = { id: '12', fullName: 'Samuel Ode' };
const priya = { id: '4', fullName: 'Priya Shah' };
// The search's own order: Sam Taylor, a team member, comes last.
const found = [samuel, samira, sam];

describe('the assignee options', () => {
  it("shows the project's team members that match first, then the other matches in the search's order", () => {
    expect(rankAssignees('Sam', found, [priya, sam], [])).toEqual([sam, samuel, samira]);
  });

  it('offers a matching team member the search did not return, and team members by name when nothing is typed', () => {
    expect(rankAssignees('sam', [samuel], [sam], [])).toEqual([sam, samuel]);
    expect(rankAssignees('', [samuel], [sam, priya], [])).toEqual([priya, sam, samuel]);
  });

  it("keeps the search's order while the team is unknown, without those already assigned, at most 20", () => {
    expect(rankAssignees('Sam', found, null, [samira])).toEqual([samuel, sam]);
    const many = Array.from({ length: 25 }, (_, index) => ({ id: String(index + 100), fullName: `Sam ${index}` }));
    expect(rankAssignees('Sam', many, [sam], [])).toHaveLength(20);
    expect(rankAssignees('Sam', many, [sam], [])[0]).toEqual(sam);
  });

  it('matches a team member on every typed word, in any order (a middle name between them)', () => {
    const maria = { id: '21', fullName: 'Maria Luisa Ortega' };
    expect(rankAssignees('maria ortega', [], [maria, priya], [])).toEqual([maria]);
    expect(rankAssignees('Ortega, Maria', [], [maria], [])).toEqual([maria]);
    expect(rankAssignees('"maria ortega"', [], [maria], [])).toEqual([]);
  });
});
