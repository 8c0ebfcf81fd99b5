import { defineEntity } from '../../entity.js';
import { TutorialStatus, TutorialType } from '../../enums.js';
import { choice, created, file, id, image, int, joined, ref, richText, text, video } from '../../field.js';
import { none } from '../../wire.js';

/** Platform tutorials (/practice/tutorial): a video or an attachment, filed under a theme label. */
export const TutorialInfo = defineEntity({
  name: 'TutorialInfo',
  label: '教程',
  api: 'internship',
  key: 'cTutorialInfoId',
  title: 'cTitle',
  fields: {
    cTutorialInfoId: id(),
    cTitle: text('教程标题', { required: true, searchable: true, sortable: true, max: 100 }),
    fTutorialType: choice(TutorialType, { required: true, searchable: true }),
    cTutorialThemeLabelId: ref('教程分类', 'TutorialThemeLabel', { required: true, searchable: true }),
    cTutorialThemeLabelName: joined('教程分类', { via: 'cTutorialThemeLabelId', field: 'cLabelName' }),
    cCover: image('封面图片'),
    // Which of the two is filled follows fTutorialType (1 video, 2 attachment).
    cVideoPath: video('教程视频'),
    cFilePath: file('教程附件'),
    cContent: richText('教程说明'),
    fSort: int('排序', { sortable: true }),
    // Auth lists a tutorial (1), UnAuth delists it (2); new ones start unlisted (0).
    fStatusTutorial: choice(TutorialStatus, { searchable: true, readOnly: true, reviewerOnly: true }),
    fDownloadCount: int('下载次数', { readOnly: true, sortable: true }),
    tCreateDate: created(),
  },
  auth: true,
  rows: { shared: true },
  grants: { write: ['platformAdmin'], audit: ['platformAdmin'] },
  defaultSort: { field: 'fSort', order: 'asc' },
  actions: (self) => [
    {
      action: 'UpdateTutorialInfoDownloadCount',
      summary: '记录教程下载次数',
      kind: 'action',
      get body() {
        return self.modelQuery;
      },
      content: none,
      grants: 'authenticated',
    },
  ],
});
