import { describe, expect, it } from 'vitest';
import { footprintLink } from './footprint-link.js';

describe('footprintLink', () => {
  it('leads to the area of the module with the visited key', () => {
    expect(footprintLink({ fModuleType: 1, cTargetId: 'r-1' })).toBe(
      '/practice/cloud-recruitment/list?cCloudRecruitmentId=r-1',
    );
    expect(footprintLink({ fModuleType: 2, cTargetId: 'x y' })).toBe(
      '/practice/cloud-resource/list?cCloudResourceId=x+y',
    );
    expect(footprintLink({ fModuleType: '5', cTargetId: 7 })).toMatch(/^\/practice\/cloud-seminar\/list\?/);
  });

  it('has no link for an unknown module or a missing target', () => {
    expect(footprintLink({ fModuleType: 9, cTargetId: 'a' })).toBeNull();
    expect(footprintLink({ fModuleType: 1, cTargetId: null })).toBeNull();
    expect(footprintLink({ fModuleType: 1, cTargetId: '' })).toBeNull();
  });
});
