import type { Role } from '../roles.js';
import {
  ADMINS,
  audit,
  crud,
  type GroupInput,
  group,
  row,
  type ScreenInput,
  STUDENT,
  saveForm,
  TEACHING,
  tool,
} from './define.js';
import { DEFAULT_SERVICE_ID } from './services.js';

/*
 * The cloud areas (SPEC §2.3): resource library, innovation, career planning and seminars. Teaching staff
 * publish, school administrators review, students browse and enrol. Innovation, career planning and
 * seminars are lecture areas of one shape (comments, enrolments, videos, playback viewers), so they are
 * declared by one function; seminars add teaching files and papers. Only the list is in the menu: every
 * other page belongs to one item and keeps the list highlighted.
 */
const AUDIENCE: readonly Role[] = ['platformAdmin', 'schoolAdmin', 'teacher', 'student'];

const perItem = { roles: TEACHING, hidden: true, activeMenu: 'list' } as const;

export const cloudResourceScreens = group(
  { key: 'practice/cloud-resource', title: '云资源库', service: DEFAULT_SERVICE_ID, icon: 'cloud' },
  [
    {
      path: 'list',
      title: '资源列表',
      controller: 'CloudResource',
      roles: AUDIENCE,
      buttons: [
        ...crud('CloudResource', TEACHING),
        ...audit('CloudResource', ADMINS),
        row('AddCloudResourceDownloadCount', '下载'),
      ],
    },
    {
      ...perItem,
      path: 'edit',
      title: '编辑资源',
      controller: 'CloudResource',
      buttons: saveForm('CloudResource'),
    },
  ],
);

/** A seminar's teaching files or papers; only files count downloads (SPEC §7.3). */
function seminarMaterial(kind: 'File' | 'Paper', noun: string): ScreenInput {
  const entity = `CloudSeminarTeach${kind}`;
  const downloads = kind === 'File' ? [row('EditCloudSeminarTeachFileDownloadCount', '下载')] : [];
  return {
    ...perItem,
    path: `teach-${kind.toLowerCase()}-list`,
    title: noun,
    controller: entity,
    buttons: [...crud(entity, undefined, '上传'), ...audit(entity, ADMINS), ...downloads],
  };
}

/**
 * The pages of every lecture area are drawn by one set of views (practice/cloud-lecture/*), which find their
 * area from the route they are on; a seminar's files and papers share one list view and one edit view.
 */
const LECTURE_VIEWS: Record<string, string> = {
  'teach-file-list': 'teach-material-list',
  'teach-paper-list': 'teach-material-list',
  'teach-file-edit': 'teach-material-edit',
  'teach-paper-edit': 'teach-material-edit',
};
const lectureView = (s: ScreenInput): ScreenInput => ({
  ...s,
  view: `practice/cloud-lecture/${LECTURE_VIEWS[s.path] ?? s.path}`,
});

function lectureArea(head: GroupInput, entity: string, listTitle: string, extra: ScreenInput[] = []) {
  const screens: ScreenInput[] = [
    {
      path: 'list',
      title: listTitle,
      controller: entity,
      roles: AUDIENCE,
      buttons: [
        ...crud(entity, TEACHING),
        ...audit(entity, ADMINS),
        row(`Add${entity}Enrollment`, '报名', STUDENT),
        row(`Add${entity}Comment`, '评论', STUDENT),
      ],
    },
    { ...perItem, path: 'edit', title: `编辑${listTitle}`, controller: entity, buttons: saveForm(entity) },
    {
      ...perItem,
      path: 'edit-video',
      title: '视频管理',
      controller: `${entity}Video`,
      buttons: crud(`${entity}Video`, undefined, '上传视频'),
    },
    {
      ...perItem,
      path: 'comment-list',
      title: '评论管理',
      controller: `${entity}Comment`,
      buttons: [
        tool(`Open${entity}CommentIDS`, '公开'),
        tool(`UnOpen${entity}CommentIDS`, '取消公开'),
        tool(`Delete${entity}CommentIDS`, '删除'),
      ],
    },
    ...extra,
    {
      ...perItem,
      path: 'enrollment-list',
      title: '报名名单',
      controller: `${entity}Enrollment`,
      buttons: [tool(`Delete${entity}EnrollmentIDS`, '删除')],
    },
    { ...perItem, path: 'viewer-list', title: '回放观看记录', controller: 'CloudPlaybackViewer' },
  ];
  return group(head, screens.map(lectureView));
}

export const cloudInnovationScreens = lectureArea(
  { key: 'practice/cloud-innovation', title: '云创新区', service: DEFAULT_SERVICE_ID, icon: 'lightbulb' },
  'CloudInnovation',
  '创新活动',
);

export const cloudCareerPlanningScreens = lectureArea(
  {
    key: 'practice/cloud-careerPlanning',
    title: '云生涯规划区',
    service: DEFAULT_SERVICE_ID,
    icon: 'compass',
  },
  'CloudCareerPlanning',
  '生涯规划讲座',
);

// SPEC order: the two lists, then their two edit pages.
export const cloudSeminarScreens = lectureArea(
  { key: 'practice/cloud-seminar', title: '云研讨区', service: DEFAULT_SERVICE_ID, icon: 'presentation' },
  'CloudSeminar',
  '研讨会',
  [
    seminarMaterial('File', '教学文件'),
    seminarMaterial('Paper', '教学论文'),
    {
      ...perItem,
      path: 'teach-file-edit',
      title: '编辑教学文件',
      controller: 'CloudSeminarTeachFile',
      buttons: saveForm('CloudSeminarTeachFile'),
    },
    {
      ...perItem,
      path: 'teach-paper-edit',
      title: '编辑教学论文',
      controller: 'CloudSeminarTeachPaper',
      buttons: saveForm('CloudSeminarTeachPaper'),
    },
  ],
);
