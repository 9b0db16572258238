import { afterEach, describe, expect, it, vi } from 'vitest';
import { takeEarlyAnswer } from './early-answer';

const answer = Promise.resolve({ data: { board: { id: '7' } } });

afterEach(() => {
  delete window.__ft8Early;
  vi.restoreAllMocks();
});

describe('takeEarlyAnswer', () => {
  it('gives the answer started for these variables once, and nothing for others', async () => {
    window.__ft8Early = { board: { variables: { projectId: '7' }, answer } };
    vi.spyOn(performance, 'now').mockReturnValue(2_000); // two seconds after the page loaded
    expect(takeEarlyAnswer('board', { projectId: '8' })).toBeUndefined();
    expect(takeEarlyAnswer('tasks', { projectId: '7' })).toBeUndefined();
    expect(await takeEarlyAnswer('board', { projectId: '7' })).toEqual({ data: { board: { id: '7' } } });
    expect(takeEarlyAnswer('board', { projectId: '7' })).toBeUndefined();
  });

  it('drops an answer left untaken too long after the page loaded', () => {
    window.__ft8Early = { board: { variables: { projectId: '7' }, answer } };
    vi.spyOn(performance, 'now').mockReturnValue(60_000);
    expect(takeEarlyAnswer('board', { projectId: '7' })).toBeUndefined();
    expect(window.__ft8Early.board).toBeUndefined();
  });
});
