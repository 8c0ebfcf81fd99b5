import { describe, expect, it } from 'vitest';
import * as helpers from './index.js';

// Guards the barrel: the package entry re-exports this file, so a module left out here is lost to users.
describe('helpers barrel', () => {
  it.each([
    'isIdCard',
    'idCardCheckChar',
    'isMobile',
    'normalizeMobile',
    'validatePasswordChange',
    'isPasswordChangeValid',
    'isPassword',
    'isPasswordInRange',
    'formatDateTime',
    'formatDate',
    'RANGE_SHORTCUTS',
    'EXTENDED_RANGE_SHORTCUTS',
    'DATE_SHORTCUTS',
    'formatFileSize',
    'greetingByHour',
    'GUEST_NAME',
    'randomId',
    'storageKey',
    'displayFileName',
    'pageCount',
    'pageSizeLabel',
    'REQUEST_TIMEOUT_MS',
    'checkUploadSize',
    'checkImportFile',
    'MOBILE_INVALID',
    'uploadTooLarge',
  ])('exports %s', (name) => {
    expect(helpers).toHaveProperty(name);
    expect((helpers as Record<string, unknown>)[name]).toBeDefined();
  });
});
