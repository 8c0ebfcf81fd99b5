import { screenByKey } from '@practice/sdk/contract';
import { useMemo } from 'react';
import { usePageRoute } from '../../../../permission/index.js';
import type { PageLink } from '../../../kit/page-links.js';

/*
 * The innovation, career-planning and seminar areas are drawn by one set of views (the catalogue gives
 * their pages the views practice/cloud-lecture/*). A view finds its area from the route it is on: the
 * group's list screen names the lecture entity (CloudSeminar), and every other entity follows from it.
 */

export interface LectureArea {
  /** The lecture entity: CloudInnovation, CloudCareerPlanning or CloudSeminar. */
  readonly entity: string;
  /** Its key, which every page of one lecture carries in its query: cCloudSeminarId. */
  readonly key: string;
  /** The pages a lecture row opens, in the order a lecture is run. */
  readonly pages: readonly PageLink[];
}

/** lectureStatus values that let a lecture be attended (学校管理员审核通过, 平台管理员审核通过). */
export const PASSED_STATUSES: readonly number[] = [0, 2];

/** A lecture row as the list reads it (the wire values of its columns). */
type LectureRow = Readonly<Record<string, unknown>>;

/**
 * Whether a lecture offers 观看: attendable, and with a recording to play (fVideoCount, counted by the
 * server). A lecture not held yet, or whose video is not uploaded, has nothing to watch.
 */
export const watchable = (row: LectureRow) =>
  PASSED_STATUSES.includes(Number(row.fStatus)) && Number(row.fVideoCount) > 0;

const SEMINAR_PAGES: readonly PageLink[] = [
  { child: 'teach-file-list', title: '文件' },
  { child: 'teach-paper-list', title: '论文' },
];

/** The area of a route path ('/practice/cloud-seminar/comment-list'), or null outside the lecture areas. */
export function lectureAreaOf(path: string): LectureArea | null {
  const group = path.slice(1, path.lastIndexOf('/'));
  const list = screenByKey.get(`${group}/list`);
  if (list?.view !== 'practice/cloud-lecture/list') return null;
  const entity = list.controller;
  const own = screenByKey.get(`${group}/teach-file-list`) ? SEMINAR_PAGES : [];
  return {
    entity,
    key: `c${entity}Id`,
    pages: [
      { child: 'edit-video', title: '视频' },
      { child: 'comment-list', title: '评论' },
      ...own,
      { child: 'enrollment-list', title: '报名' },
      { child: 'viewer-list', title: '观众' },
    ],
  };
}

export function requireLectureArea(path: string | undefined): LectureArea {
  const area = lectureAreaOf(path ?? '');
  if (!area) throw new Error(`${path} is not a page of a lecture area`);
  return area;
}

/** The area of the page this view draws. */
export function useLectureArea(): LectureArea {
  const route = usePageRoute();
  const path = route?.path;
  return useMemo(() => requireLectureArea(path), [path]);
}
