import { defineEntity } from '../../entity.js';
import { IsOpen, LectureStatus, LectureType } from '../../enums.js';
import {
  CREATOR,
  choice,
  computedCount,
  created,
  dateTime,
  type Field,
  id,
  image,
  int,
  joined,
  ref,
  richText,
  text,
  textarea,
  video,
} from '../../field.js';
import { EVERYONE, type Role } from '../../roles.js';
import { idsBody, none } from '../../wire.js';

/** Teachers organise lectures and moderate their comments; admins review them (SPEC §3 lectureStatus). */
export const LECTURERS: readonly Role[] = ['platformAdmin', 'schoolAdmin', 'teacher'];

// Widened to string so a computed key makes an index signature rather than a template-literal key.
const keyOf = (entity: string): string => `c${entity}Id`;

/**
 * The career-planning, innovation and seminar areas share one shape (SPEC §1, §2.3): a lecture with its
 * comments, enrolments and videos. `name` is the entity name (CloudSeminar), `label` its Chinese name.
 */
export function defineLectureArea(name: string, label: string) {
  const areaKey = keyOf(name);
  // Children carry their own key and the lecture's; typed loosely because both keys are computed.
  const child = (childName: string, own: Record<string, Field>): Record<string, Field> => ({
    [keyOf(childName)]: id(),
    [areaKey]: ref(label, name, { required: true, searchable: true }),
    ...own,
    tCreateDate: created(),
  });
  // The attendee's school is copied from their account so school admins see their own students' rows.
  const attendee = (role: string) => ({
    cTitle: joined('讲座标题'),
    fUserId: ref(role, 'AppUser', { readOnly: true, searchable: true }),
    cRealName: joined(role),
    fSchoolId: ref('学校', 'School', { readOnly: true, searchable: true }),
    cSchoolName: joined('学校'),
  });

  const area = defineEntity({
    name,
    label,
    api: 'internship',
    key: areaKey,
    title: 'cTitle',
    fields: {
      [areaKey]: id(),
      fSchoolId: ref('所属学校', 'School', { searchable: true }),
      cSchoolName: joined('所属学校'),
      cTitle: text('讲座标题', { required: true, searchable: true, sortable: true, max: 100 }),
      fLectureType: choice(LectureType, { required: true, searchable: true }),
      cSpeaker: text('主讲人', { required: true, searchable: true, max: 50 }),
      cSpeakerIntro: textarea('主讲人简介', { max: 1000 }),
      cCover: image('封面图片'),
      tStartDate: dateTime('开始时间', { required: true, sortable: true, range: true }),
      tEndDate: dateTime('结束时间', { required: true, sortable: true }),
      tEnrollEndDate: dateTime('报名截止时间'),
      cAddress: text('讲座地点', { max: 200 }),
      cLiveUrl: text('直播地址', { max: 500, column: false }),
      fMaxEnroll: int('人数上限', { min: 0 }),
      fEnrollCount: int('已报名人数', { readOnly: true, sortable: true }),
      fViewCount: int('观看人数', { readOnly: true, sortable: true }),
      // 观看 is offered only on a lecture that has a recording to play.
      fVideoCount: computedCount('回放视频数'),
      cContent: richText('讲座介绍'),
      // One Auth/UnAuth pair serves both review levels: the caller's role decides which status it sets.
      fStatus: choice(LectureStatus, { searchable: true, readOnly: true, reviewerOnly: true }),
      cCreateUserName: joined('发布人', { via: CREATOR, field: 'cRealName' }),
      tCreateDate: created(),
    },
    dateOrder: [{ start: 'tStartDate', end: 'tEndDate' }],
    auth: true,
    // Whole-platform lectures (fLectureType 2) are open to every school; fSchoolId scopes in-school ones.
    rows: { shared: true, school: 'fSchoolId' },
    grants: { write: LECTURERS },
    defaultSort: { field: 'tStartDate', order: 'desc' },
  });

  const commentName = `${name}Comment`;
  const comment = defineEntity({
    name: commentName,
    label: `${label}评论`,
    api: 'internship',
    key: keyOf(commentName),
    title: 'cContent',
    fields: child(commentName, {
      ...attendee('评论人'),
      cContent: textarea('评论内容', { required: true, max: 1000, column: true }),
      // Set only by Open/UnOpen, so a commenter cannot publish their own comment.
      fIsOpen: choice(IsOpen, { searchable: true, readOnly: true, reviewerOnly: true }),
    }),
    // A comment is seen only with its lecture; an opened one by all who may open the lecture, others by
    // their author and the lecturers of the author's school (the lecture's own review rules are the handler's).
    rows: {
      school: 'fSchoolId',
      owner: 'fUserId',
      parent: { field: areaKey, entity: name, seenOnly: true },
      published: { field: 'fIsOpen', value: 1 },
    },
    grants: { write: EVERYONE, audit: LECTURERS },
    defaultSort: { field: 'tCreateDate', order: 'desc' },
    actions: () => [
      {
        action: `Open${commentName}IDS`,
        summary: '公开评论',
        body: idsBody,
        content: none,
        grants: LECTURERS,
      },
      {
        action: `UnOpen${commentName}IDS`,
        summary: '取消公开评论',
        body: idsBody,
        content: none,
        grants: LECTURERS,
      },
    ],
  });

  const enrollmentName = `${name}Enrollment`;
  const enrollment = defineEntity({
    name: enrollmentName,
    label: `${label}报名`,
    api: 'internship',
    key: keyOf(enrollmentName),
    title: 'cRealName',
    fields: child(enrollmentName, {
      ...attendee('报名人'),
      // From the attendee's account, as the name is (not fSchoolId: the school's contact number).
      cMobile: joined('手机号', { via: 'fUserId' }),
      cClassName: joined('班级', { via: 'fUserId.fAppDepartmentId', field: 'cDepartName' }),
      cRemark: text('备注', { max: 200 }),
    }),
    rows: { school: 'fSchoolId', owner: 'fUserId' },
    // Signing up is an Add by the attendee themself.
    grants: { write: EVERYONE },
    defaultSort: { field: 'tCreateDate', order: 'desc' },
  });

  const videoName = `${name}Video`;
  const recording = defineEntity({
    name: videoName,
    label: `${label}视频`,
    api: 'internship',
    key: keyOf(videoName),
    title: 'cTitle',
    fields: child(videoName, {
      cTitle: text('视频标题', { required: true, searchable: true, max: 100 }),
      cVideoPath: video('视频文件', { required: true }),
      cCover: image('封面图片'),
      fDuration: int('时长(秒)', { min: 0 }),
      fSort: int('排序', { sortable: true }),
    }),
    // A recording is its lecture's: an in-school lecture's videos are that school's, like the lecture.
    rows: { parent: { field: areaKey, entity: name } },
    grants: { write: LECTURERS },
    defaultSort: { field: 'fSort', order: 'asc' },
  });

  return { area, comment, enrollment, video: recording };
}
