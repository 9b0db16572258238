import { describe, expect, it } from 'vitest';
import { isExistingOwner, shareButtonLabel, shareOptions } from './share-rules';

const person = (id: string) => ({ id, fullName: `Person ${id}` });

describe('the share picker (spec part 2 section 6)', () => {
  it('offers the people found, without the user and those already chosen, at most 20', () => {
    const found = Array.from({ length: 25 }, (_, index) => person(String(index + 1)));
    const options = shareOptions(found, { userId: '1', chosen: [person('2')] });
    expect(options.map((option) => option.id)).not.toContain('1');
    expect(options.map((option) => option.id)).not.toContain('2');
    expect(options).toHaveLength(20);
    expect(options[0]!.id).toBe('3');
  });

  it('disables existing owners', () => {
    expect(isExistingOwner(person('4'), [{ id: '4' }])).toBe(true);
    expect(isExistingOwner(person('5'), [{ id: '4' }])).toBe(false);
  });

  it('counts contact(s) on the share button', () => {
    expect(shareButtonLabel(1)).toBe('Share with 1 contact');
    expect(shareButtonLabel(3)).toBe('Share with 3 contacts');
  });
});
