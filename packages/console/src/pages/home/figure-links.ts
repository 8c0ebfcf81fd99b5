import type { ProgrammeFigures } from '@practice/sdk/contract';

/*
 * The programme's figures as a dashboard shows them, each with the list behind it: the page where the
 * students it counts (or fails to count) are, filtered to them. The warnings list takes its filters from the
 * address (kit/link-filter.ts); the 实习保障 lists and the statistics screen do likewise.
 */

type RatioKey = Exclude<keyof ProgrammeFigures, 'fOpenWarnings'>;

export interface FigureDef {
  readonly key: RatioKey;
  readonly label: string;
  readonly link: string;
}

/** The open warnings of one kind; students' only, as the figures count students. */
const warnings = (kind: string) =>
  `/attendance/warnings?fWarningStatus=0&fWarningTarget=1&cWarningKind=${kind}`;

export const FIGURES: readonly FigureDef[] = [
  { key: 'placement', label: '实习率', link: '/statistics/overview?cGroupBy=class' },
  { key: 'majorMatch', label: '对口率', link: '/placement/posts?fMajorMatch=0' },
  { key: 'agreement', label: '协议签订率', link: '/placement/agreements?fAgreementStatus=0' },
  { key: 'insurance', label: '保险覆盖率', link: '/placement/insurance?fReviewStatus=0' },
  { key: 'diarySubmission', label: '日志提交率', link: warnings('diaryQuota') },
  {
    key: 'diaryReview',
    label: '日志批阅率',
    link: '/attendance/warnings?fWarningStatus=0&cWarningKind=reviewBacklog',
  },
  { key: 'summarySubmission', label: '总结提交率', link: warnings('summaryOverdue') },
  { key: 'summaryReview', label: '总结批阅率', link: '/statistics/overview?cGroupBy=course' },
];

export const OPEN_WARNINGS = {
  label: '未处理预警',
  link: '/attendance/warnings?fWarningStatus=0&fWarningTarget=1',
} as const;
