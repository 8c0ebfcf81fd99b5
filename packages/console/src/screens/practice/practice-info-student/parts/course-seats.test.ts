import { describe, expect, it } from 'vitest';
import { seatsLeft, seatText } from './course-seats.js';

describe('seats of a practice course', () => {
  it('counts what is left of the limit', () => {
    expect(seatsLeft({ fMaxStudent: 40, fStudentCount: 7 })).toBe(33);
    expect(seatText({ fMaxStudent: 40, fStudentCount: 7 })).toBe('33');
  });
  it('says 已满 when no seat is left, never a negative number', () => {
    expect(seatText({ fMaxStudent: 1, fStudentCount: 1 })).toBe('已满');
    expect(seatsLeft({ fMaxStudent: 1, fStudentCount: 3 })).toBe(0);
  });
  it('treats an empty or zero limit as unlimited', () => {
    expect(seatsLeft({ fMaxStudent: null, fStudentCount: 3 })).toBeNull();
    expect(seatText({ fMaxStudent: 0 })).toBe('不限');
  });
  it('reads a missing count as no seat taken', () => {
    expect(seatsLeft({ fMaxStudent: 5 })).toBe(5);
  });
});
