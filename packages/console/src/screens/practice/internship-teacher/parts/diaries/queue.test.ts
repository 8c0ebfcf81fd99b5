import { describe, expect, it } from 'vitest';
import { nextInQueue, QUEUE_SIZE, queueQuery } from './queue.js';

describe('queueQuery', () => {
  it("asks for the course's handed-in diaries awaiting the caller's own verdict, newest first", () => {
    expect(queueQuery('c1', false)).toEqual({
      pageNumber: 1,
      pageSize: QUEUE_SIZE,
      fStatus: 1,
      fAwaitingMyReview: 1,
      sortName: 'tDiaryDate',
      sortOrder: 'desc',
      fInternshipInfoId: 'c1',
    });
  });

  it('leaves the course out for every course the tutor may see', () => {
    expect(queueQuery('c1', true)).not.toHaveProperty('fInternshipInfoId');
  });
});

describe('nextInQueue', () => {
  it('moves to the next diary down, or up from the last one, or to none', () => {
    expect(nextInQueue(['a', 'b', 'c'], 'a')).toBe('b');
    expect(nextInQueue(['a', 'b', 'c'], 'b')).toBe('c');
    expect(nextInQueue(['a', 'b', 'c'], 'c')).toBe('b');
    expect(nextInQueue(['a'], 'a')).toBeNull();
    expect(nextInQueue(['a', 'b'], 'gone')).toBe('a');
  });
});
