import { describe, expect, it } from 'vitest';
import { RestError } from '../../rest/errors.js';
import { createSharedReads } from './board-shared-reads.js';

/** A read whose answer the test gives when it wants; `started` counts how many times it was made. */
function controlledRead(answer: string) {
  const pending: { resolve: (value: string) => void; reject: (error: unknown) => void }[] = [];
  const read = Object.assign(
    () =>
      new Promise<string>((resolve, reject) => {
        read.started++;
        pending.push({ resolve, reject });
      }),
    { started: 0 },
  );
  return {
    read,
    answer: () => pending.shift()!.resolve(answer),
    refuse: (status: number) => pending.shift()!.reject(new RestError(status, { detail: `refused ${status}` })),
  };
}

/** Every promise callback due so far has run. */
const settled = () => new Promise((resolve) => setImmediate(resolve));

describe('reads shared by the subscribers of a board', () => {
  it('makes one read for everyone who asks with one key before it starts, and none beyond it', async () => {
    const readShared = createSharedReads<string>();
    const first = controlledRead('board');
    const others = Array.from({ length: 50 }, () => controlledRead('not read'));
    const answers = [readShared('1 staff', first.read), ...others.map((other) => readShared('1 staff', other.read))];
    // The first started at once; the others wait for the next read, made with the token of the first of them.
    expect(first.read.started).toBe(1);
    first.answer();
    await expect(answers[0]).resolves.toBe('board');
    await settled();
    expect(others[0]!.read.started).toBe(1);
    expect(others.slice(1).every((other) => other.read.started === 0)).toBe(true);
    others[0]!.answer();
    expect(await Promise.all(answers.slice(1))).toEqual(Array.from({ length: 50 }, () => 'not read'));
    // Settled, nothing is kept: the next caller reads again.
    const later = controlledRead('again');
    const again = readShared('1 staff', later.read);
    expect(later.read.started).toBe(1);
    later.answer();
    await expect(again).resolves.toBe('again');
  });

  it('never gives a caller a read that had started before it asked', async () => {
    const readShared = createSharedReads<string>();
    const early = controlledRead('before the write');
    const late = controlledRead('after the write');
    const first = readShared('1 staff', early.read);
    const second = readShared('1 staff', late.read);
    early.answer();
    expect(await first).toBe('before the write');
    await settled();
    late.answer();
    expect(await second).toBe('after the write');
  });

  it('keeps keys apart: a guest never gets the read made for staff', async () => {
    const readShared = createSharedReads<string>();
    const staff = controlledRead('every task');
    const guest = controlledRead('their own tasks');
    const answers = [readShared('1 staff', staff.read), readShared('1 person 7', guest.read)];
    expect([staff.read.started, guest.read.started]).toEqual([1, 1]);
    guest.answer();
    staff.answer();
    expect(await Promise.all(answers)).toEqual(['every task', 'their own tasks']);
  });

  it("asks again when the read was refused for its starter's token alone, and shares what is everyone's", async () => {
    const readShared = createSharedReads<string>();
    const running = controlledRead('running');
    const signedOut = controlledRead('never');
    const member = controlledRead('board');
    const first = readShared('1 staff', running.read);
    const refused = readShared('1 staff', signedOut.read);
    const joined = readShared('1 staff', member.read);
    running.answer();
    await first;
    await settled();
    signedOut.refuse(401);
    await expect(refused).rejects.toThrow('refused 401');
    // The other caller read again with its own token, and got the board.
    await settled();
    expect(member.read.started).toBe(1);
    member.answer();
    await expect(joined).resolves.toBe('board');

    // A project gone (404) is everyone's answer: not read again.
    const before = controlledRead('running');
    const gone = controlledRead('never');
    const follower = controlledRead('never');
    const answers = [
      readShared('2 staff', before.read),
      readShared('2 staff', gone.read),
      readShared('2 staff', follower.read),
    ];
    before.answer();
    await settled();
    gone.refuse(404);
    await expect(answers[1]).rejects.toThrow('refused 404');
    await expect(answers[2]).rejects.toThrow('refused 404');
    expect(follower.read.started).toBe(0);
  });
});
