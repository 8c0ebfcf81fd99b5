import { defineEntity, type EntityInput } from '../../entity.js';
import { TemplateInputKind } from '../../enums.js';
import { choice, created, type Field, id, int, joined, ref, textarea } from '../../field.js';
import type { Grant } from '../../roles.js';
import { RECORD_REVIEWERS, studentRecordRows } from './shared.js';

interface TemplateValueInput {
  name: string;
  label: string;
  key: string;
  /** The record the values belong to: a diary, a general review or a student material. */
  parent: { key: string; label: string; entity: string };
  write: Grant;
  /** The filled-in values are the reviewer's own (a general review's form), not the student's. */
  reviewed?: boolean;
  extra?: Record<string, Field>;
  pageQuery?: EntityInput<Record<string, Field>>['pageQuery'];
  actions?: EntityInput<Record<string, Field>>['actions'];
}

/**
 * Diaries, general reviews and student materials are forms built from a template: each filled-in template
 * item is one row. Course and owner are copied from the parent by the server, and the parent is declared, so
 * rows scope like the parent (an enterprise tutor sees only their bound students' lines).
 */
export const templateValueEntity = (o: TemplateValueInput) =>
  defineEntity<Record<string, Field>>({
    name: o.name,
    label: o.label,
    api: 'internship',
    key: o.key,
    title: 'cTemplateItemName',
    fields: {
      [o.key]: id(),
      [o.parent.key]: ref(o.parent.label, o.parent.entity, { required: true, searchable: true }),
      fInternshipInfoId: ref('实习课程', 'InternshipInfo', { readOnly: true, searchable: true }),
      fStudentUserId: ref('学生账号', 'AppUser', { readOnly: true }),
      fTemplateItemId: ref('模板项', 'TemplateItem', { required: true, searchable: true }),
      cTemplateItemName: joined('模板项'),
      fFontType: choice(TemplateInputKind, { readOnly: true }),
      cContent: textarea('填写内容', {
        max: 4000,
        column: true,
        ...(o.reviewed ? { reviewerOnly: true } : {}),
      }),
      fSort: int('排序', { readOnly: true, sortable: true }),
      ...o.extra,
      tCreateDate: created(),
    },
    rows: { ...studentRecordRows, parent: { field: o.parent.key, entity: o.parent.entity } },
    grants: { write: o.write, audit: RECORD_REVIEWERS },
    defaultSort: { field: 'fSort', order: 'asc' },
    ...(o.pageQuery ? { pageQuery: o.pageQuery } : {}),
    ...(o.actions ? { actions: o.actions } : {}),
  });
