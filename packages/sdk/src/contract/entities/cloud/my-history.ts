import { defineEntity } from '../../entity.js';
import { choice, created, id, ref, text } from '../../field.js';
import { EVERYONE } from '../../roles.js';
import { CloudModule } from './enums.js';

/** A user's footprints through the cloud areas (/practice/cloud-my-history). */
export const CloudMyHistory = defineEntity({
  name: 'CloudMyHistory',
  label: '我的足迹',
  api: 'internship',
  key: 'cCloudMyHistoryId',
  title: 'cTitle',
  fields: {
    cCloudMyHistoryId: id(),
    fUserId: ref('用户', 'AppUser', { readOnly: true, searchable: true }),
    fModuleType: choice(CloudModule, { required: true, searchable: true }),
    // The visited row's key; which entity it belongs to follows from fModuleType, so no single ref fits.
    cTargetId: text('浏览对象编号', { required: true, max: 64, column: false }),
    cTitle: text('浏览内容', { required: true, searchable: true, max: 200 }),
    tCreateDate: created(),
  },
  // A footprint is a fact: it is recorded and may be removed, never rewritten.
  ops: ['page', 'model', 'add', 'delete'],
  rows: { owner: 'fUserId' },
  grants: { write: EVERYONE },
  defaultSort: { field: 'tCreateDate', order: 'desc' },
});
