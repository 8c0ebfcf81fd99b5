import { defineEnum } from '../../enum.js';

/** What a batch download of internship students packs: everything, or only the submitted materials. */
export const StudentDownloadMode = defineEnum('fDownloadType', '下载内容', {
  everything: [1, '全部资料'],
  materialsOnly: [2, '仅实习材料'],
});
