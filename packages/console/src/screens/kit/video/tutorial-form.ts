import { type EntityDef, entityByName } from '@practice/sdk/contract';
import type { FormValues, Submission } from '../../entity-list/form-values.js';
import { type EditPageField, editPageFields } from '../../org/edit-page-fields.js';
import { editPageSubmission, editPageValues } from '../../org/edit-page-values.js';

/*
 * The tutorial form (新增 / 编辑 on /practice/tutorial/list): the contract's fields with the detail page's
 * own controls (the cover image, the rich text), plus the one medium its type says: a video for 视频 (1), an
 * attachment for 附件 (2). The other medium is cleared, so a tutorial never carries both.
 */

const found = entityByName.get('TutorialInfo');
if (!found) throw new Error('no entity TutorialInfo in the contract');
const TUTORIAL: EntityDef = found;
export const tutorialEntity = TUTORIAL;

export const VIDEO_KEY = 'cVideoPath';
export const FILE_KEY = 'cFilePath';
/** SPEC §5: one file, at most 100 MB by default. */
export const TUTORIAL_MAX_MB = 100;
/** What Chromium and the other browsers play in a <video> without plug-ins. */
const VIDEO_EXTENSIONS = ['mp4', 'webm', 'ogg', 'ogv', 'm4v', 'mov'];

export const tutorialFields: readonly EditPageField[] = editPageFields(TUTORIAL);

/** The medium a type needs: video for 1, attachment for 2; none before a type is chosen. */
export function mediumOf(type: string): { key: string; label: string; missing: string } | null {
  if (type === '1') return { key: VIDEO_KEY, label: '教程视频', missing: '请上传教程视频' };
  if (type === '2') return { key: FILE_KEY, label: '教程附件', missing: '请上传教程附件' };
  return null;
}

/** Whether a picked file is a video the page can play (by its type, else its extension). */
export function isPlayableVideo(file: { name: string; type: string }): boolean {
  if (file.type.startsWith('video/')) return true;
  const extension = file.name.slice(file.name.lastIndexOf('.') + 1).toLowerCase();
  return file.name.includes('.') && VIDEO_EXTENSIONS.includes(extension);
}

export function tutorialValues(row?: Record<string, unknown>): FormValues {
  const text = (key: string) => (row?.[key] == null ? '' : String(row[key]));
  return { ...editPageValues(tutorialFields, row), [VIDEO_KEY]: text(VIDEO_KEY), [FILE_KEY]: text(FILE_KEY) };
}

/** The Add or Edit body, or what is wrong (the fields', and the medium's when it is missing). */
export function tutorialSubmission(values: FormValues, editing?: Record<string, unknown>): Submission {
  const result = editPageSubmission(TUTORIAL, tutorialFields, values, editing);
  const medium = mediumOf(values.fTutorialType ?? '');
  const path = medium ? (values[medium.key] ?? '').trim() : '';
  if (medium && !path) {
    const errors = result.ok ? {} : result.errors;
    return { ok: false, errors: { ...errors, [medium.key]: medium.missing } };
  }
  if (!result.ok || !medium) return result;
  const other = medium.key === VIDEO_KEY ? FILE_KEY : VIDEO_KEY;
  return { ok: true, body: { ...result.body, [medium.key]: path, [other]: null } };
}
