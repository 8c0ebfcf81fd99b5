import { defineEntity } from '../../entity.js';
import { created, dateTime, id, int, joined, ref } from '../../field.js';
import { EVERYONE } from '../../roles.js';

const lecture = (label: string, entity: string) => ref(label, entity, { searchable: true });

/**
 * Who watched a lecture's playback (viewer-list of each area). One of the three lecture keys is set, so the
 * list screen of each area filters by its own key.
 */
export const CloudPlaybackViewer = defineEntity({
  name: 'CloudPlaybackViewer',
  label: '回放观看记录',
  api: 'internship',
  key: 'cCloudPlaybackViewerId',
  title: 'cRealName',
  fields: {
    cCloudPlaybackViewerId: id(),
    cCloudCareerPlanningId: lecture('职业规划讲座', 'CloudCareerPlanning'),
    cCloudInnovationId: lecture('创新创业讲座', 'CloudInnovation'),
    cCloudSeminarId: lecture('研讨会', 'CloudSeminar'),
    // From whichever of the three lecture keys is set: one path cannot say that, so the server picks it.
    cTitle: joined('讲座标题', { computed: true }),
    fUserId: ref('观看人', 'AppUser', { readOnly: true, searchable: true }),
    cRealName: joined('观看人'),
    fSchoolId: ref('学校', 'School', { readOnly: true, searchable: true }),
    cSchoolName: joined('学校'),
    fWatchSeconds: int('观看时长(秒)', { min: 0, sortable: true }),
    tLastWatchDate: dateTime('最近观看时间', { sortable: true }),
    tCreateDate: created(),
  },
  rows: { school: 'fSchoolId', owner: 'fUserId' },
  // The player records the viewer itself, so every signed-in user writes their own row.
  grants: { write: EVERYONE },
  defaultSort: { field: 'tCreateDate', order: 'desc' },
});
