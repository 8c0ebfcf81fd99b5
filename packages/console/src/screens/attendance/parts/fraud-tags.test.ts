import type { FraudSignal } from '@practice/sdk/contract';
import { describe, expect, it } from 'vitest';
import { signalsBySignIn } from './fraud-tags.js';

const signal = (cSignalKind: FraudSignal['cSignalKind'], signInIds: string[]): FraudSignal => ({
  cSignalKind,
  fInternshipStudentId: '1',
  cRealName: '王小明',
  signInIds,
  fDays: signInIds.length,
  cDetail: cSignalKind,
});

describe('signalsBySignIn', () => {
  it('files each signal under every sign-in it names, and a sign-in under each of its signals', () => {
    const by = signalsBySignIn([signal('sameSecond', ['1', '2']), signal('sameCoordinates', ['2', '3'])]);
    expect(by.get('1')?.map((s) => s.cSignalKind)).toEqual(['sameSecond']);
    expect(by.get('2')?.map((s) => s.cSignalKind)).toEqual(['sameSecond', 'sameCoordinates']);
    expect(by.get('3')?.map((s) => s.cSignalKind)).toEqual(['sameCoordinates']);
    expect(by.has('4')).toBe(false);
  });
});
