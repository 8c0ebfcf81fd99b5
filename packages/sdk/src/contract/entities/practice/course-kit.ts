import type { z } from 'zod';
import { defineEntity, type EntityDef } from '../../entity.js';
import { ResourceType, ReviewStatus } from '../../enums.js';
import {
  CREATOR,
  choice,
  created,
  dateTime,
  decimal,
  type Field,
  file,
  id,
  int,
  joined,
  ref,
  text,
  textarea,
} from '../../field.js';
import { lateDaysField } from '../../late-work.js';
import type { Role } from '../../roles.js';
import { none } from '../../wire.js';

/*
 * Practice courses and training-camp projects are built the same way: a course row, then resources filed in
 * directories, tasks and their submissions hanging off it. The pieces they share are declared once here and
 * used by both the practice and the project folders.
 */

/** The course a group hangs off. */
export interface CourseSpec<K extends string = string, T extends string = string> {
  /** 'Practice' or 'Project': the entity names are {prefix}Resource, {prefix}Task... */
  readonly prefix: string;
  readonly label: string;
  readonly entity: string;
  readonly key: K;
  /** The course's name, joined onto child rows for display. */
  readonly title: T;
  /** Who runs the course: writes tasks, resources and reviews. */
  readonly staff: readonly Role[];
}

/** The course foreign key plus the course name joined for display. */
export const courseFields = <K extends string, T extends string>(c: CourseSpec<K, T>) =>
  ({
    [c.key]: ref(c.label, c.entity, { required: true, searchable: true }),
    [c.title]: joined(c.label),
  }) as Record<K | T, Field<z.ZodString>>;

/** What a student (or team) hands in for a task, and the tutor's review of it (the reviewer's alone). */
export const submissionFields = () => ({
  cContent: textarea('提交内容', { max: 10000 }),
  cFilePath: file('提交附件'),
  tSubmitDate: dateTime('提交时间', { readOnly: true, sortable: true, range: true }),
  fLateDays: lateDaysField(),
  fStatus: choice(ReviewStatus, { searchable: true, readOnly: true, reviewerOnly: true }),
  fScore: decimal('成绩', { min: 0, sortable: true, reviewerOnly: true }),
  cComment: textarea('评语', { max: 2000, reviewerOnly: true }),
});

interface TagCatalogueSpec {
  name: string;
  label: string;
  key: string;
  nameField: string;
  nameLabel: string;
}

/** A platform-wide tag catalogue (practice labels, project technologies): a name and a sort order. */
export function tagCatalogue(o: TagCatalogueSpec) {
  return defineEntity({
    name: o.name,
    label: o.label,
    api: 'internship',
    key: o.key,
    title: o.nameField,
    fields: {
      [o.key]: id(),
      [o.nameField]: text(o.nameLabel, { required: true, searchable: true, sortable: true, max: 50 }),
      fSort: int('排序', { sortable: true }),
      cDesc: textarea('说明', { max: 500 }),
      tCreateDate: created(),
    } as Record<string, Field>,
    rows: { shared: true },
    defaultSort: { field: 'fSort', order: 'asc' },
  });
}

/*
 * Directories are a school's folder structure, not one course's: the tree list only takes a school (the tree
 * panel's school selector), so a per-course tree could not be asked for.
 */
export function courseResourceDirectory(c: CourseSpec): EntityDef {
  const name = `${c.prefix}ResourceDirectory`;
  const key = `c${name}Id`;
  return defineEntity({
    name,
    label: `${c.label}资源目录`,
    api: 'internship',
    key,
    title: 'cDirectoryName',
    fields: {
      [key]: id(),
      fSchoolId: ref('学校', 'School', { required: true, searchable: true }),
      cSchoolName: joined('学校'),
      cParentId: ref('上级目录', name),
      cDirectoryName: text('目录名称', { required: true, searchable: true, sortable: true, max: 100 }),
      fSort: int('排序', { sortable: true }),
      tCreateDate: created(),
    } as Record<string, Field>,
    tree: { action: `Get${name}TreeList`, shape: 'idName', parent: 'cParentId', text: 'cDirectoryName' },
    rows: { school: 'fSchoolId' },
    grants: { write: c.staff },
    defaultSort: { field: 'fSort', order: 'asc' },
  });
}

/** A file offered to a course's students; the counter goes up each time someone downloads it. */
export function courseResource(c: CourseSpec): EntityDef {
  const name = `${c.prefix}Resource`;
  const key = `c${name}Id`;
  return defineEntity({
    name,
    label: `${c.label}资源`,
    api: 'internship',
    key,
    title: 'cResourceName',
    fields: {
      [key]: id(),
      ...courseFields(c),
      [`c${name}DirectoryId`]: ref('所属目录', `${name}Directory`, { searchable: true }),
      cDirectoryName: joined('所属目录'),
      cResourceName: text('资源名称', { required: true, searchable: true, sortable: true, max: 200 }),
      fResourceType: choice(ResourceType, { searchable: true }),
      cFilePath: file('资源文件', { required: true }),
      fFileSize: int('文件大小（字节）', { min: 0, column: false }),
      // Set when the resource was picked from the common resource library (add-common-resource screen).
      cCommonResourceId: ref('公共资源', 'CommonResource'),
      fDownloadCount: int('下载次数', { readOnly: true, sortable: true }),
      cCreateUserName: joined('上传人', { via: CREATOR, field: 'cRealName' }),
      tCreateDate: created(),
    } as Record<string, Field>,
    rows: { course: { field: c.key, entity: c.entity } },
    grants: { write: c.staff },
    defaultSort: { field: 'tCreateDate', order: 'desc' },
    actions: (s) => [
      {
        action: `Add${name}DownloadCount`,
        kind: 'action',
        summary: `${c.label}资源下载次数加一`,
        get body() {
          return s.modelQuery;
        },
        content: none,
        grants: 'authenticated',
      },
    ],
  });
}

/** A task set by the course staff; `extra` holds what only one kind of course has. */
export function courseTask(c: CourseSpec, extra: Record<string, Field> = {}): EntityDef {
  const name = `${c.prefix}Task`;
  const key = `c${name}Id`;
  return defineEntity({
    name,
    label: `${c.label}任务`,
    api: 'internship',
    key,
    title: 'cTaskName',
    fields: {
      [key]: id(),
      ...courseFields(c),
      cTaskName: text('任务名称', { required: true, searchable: true, sortable: true, max: 100 }),
      ...extra,
      tStartDate: dateTime('开始时间', { required: true, sortable: true, range: true }),
      tEndDate: dateTime('截止时间', { required: true, sortable: true }),
      fFullScore: decimal('满分', { min: 0 }),
      cContent: textarea('任务要求', { required: true, max: 10000 }),
      cFilePath: file('任务附件'),
      fSort: int('排序', { sortable: true }),
      tCreateDate: created(),
    } as Record<string, Field>,
    dateOrder: [{ start: 'tStartDate', end: 'tEndDate' }],
    rows: { course: { field: c.key, entity: c.entity } },
    grants: { write: c.staff },
    defaultSort: { field: 'tStartDate', order: 'asc' },
  });
}
