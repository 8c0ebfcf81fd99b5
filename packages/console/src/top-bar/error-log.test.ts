import { beforeEach, describe, expect, it } from 'vitest';
import { clearErrorLog, ERROR_LOG_MAX, errorLog, logError } from './error-log.js';

describe('error log', () => {
  beforeEach(clearErrorLog);

  it('keeps the newest first, with a readable message', () => {
    logError(new Error('甲'), '/a', 1);
    logError('乙', '/b', 2);
    logError(undefined, '/c', 3);
    expect(errorLog.entries.map((e) => e.message)).toEqual(['未知错误', '乙', '甲']);
  });

  it('holds at most the limit', () => {
    for (let i = 0; i < ERROR_LOG_MAX + 5; i++) logError(`e${i}`, '/', i);
    expect(errorLog.entries).toHaveLength(ERROR_LOG_MAX);
    expect(errorLog.entries[0]?.message).toBe(`e${ERROR_LOG_MAX + 4}`);
  });
});
