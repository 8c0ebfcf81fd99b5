import { CREATOR } from '@practice/sdk/contract';
import { FOOTPRINT_TARGETS, stableId } from '../../db/ids.js';
import { at, demoFile, type Row, table, uid } from './helpers.js';
import { AREAS, areaTables, CAREER, INNOVATION, SEMINAR, viewerRows } from './lectures.js';
import { DEMO, type PersonDef, staff, student } from './people.js';
import { recruitmentTables } from './recruitment.js';
import { SCHOOLS } from './schools.js';

/*
 * The cloud areas: recruitment, the three lecture areas with the seminars' teaching files and papers,
 * recording viewers, the cloud resource library and users' footprints through all of it.
 */

const [seminarDay, seminarCourse] = SEMINAR.lectures;

/** Teaching files: [seminar, name, extension, size, downloads, fStatus (0 unreviewed, 1 passed), uploader]. */
const TEACH_FILES = [
  [seminarDay!, '高职实践教学改革调研报告', 'pdf', 3_460_300, 88, 1, '吴海峰'],
  [seminarDay!, '产教融合典型案例汇编', 'pdf', 12_582_912, 64, 1, '吴海峰'],
  [seminarDay!, '分会场讨论纪要', 'docx', 86_016, 0, 0, '赵思远'],
  [seminarCourse!, '软件技术专业“岗课赛证”融通课程标准', 'docx', 245_760, 21, 1, '张文博'],
] as const;

/** Teaching papers: [seminar, title, author, keywords, fStatus]. */
const TEACH_PAPERS = [
  [
    seminarDay!,
    '基于真实项目的高职软件技术专业实践教学模式探索',
    '张文博',
    '真实项目；实践教学；软件技术',
    1,
  ],
  [seminarDay!, '校企双导师制在顶岗实习管理中的应用研究', '徐晓东', '双导师制；顶岗实习；过程管理', 0],
  [seminarCourse!, '“1+X”证书与专业课程融通路径研究', '赵思远', '1+X证书；课程融通', 1],
  [seminarCourse!, '浅谈实训室管理', '黄志刚', '实训室', 2],
] as const;

/**
 * Cloud resources: [name, fResourceType, uploader, extension, size, downloads, fStatus, resource label (1
 * 精品课程, 2 实训指导, 3 行业标准, 4 优秀案例: the common library's labels) or 0 for none].
 */
const CLOUD_RESOURCES: readonly (readonly [
  string,
  0 | 1 | 2 | 3 | 4,
  string,
  string,
  number,
  number,
  0 | 1 | 2,
  0 | 1 | 2 | 3 | 4,
])[] = [
  ['软件技术专业人才培养方案（2025版）', 1, '张文博', 'pdf', 1_843_200, 64, 1, 1],
  ['顶岗实习优秀案例：从实习生到开发工程师', 2, '赵思远', 'pdf', 5_242_880, 47, 1, 4],
  ['物联网工程实施项目资料包', 3, '何俊', 'zip', 83_886_080, 23, 1, 2],
  ['工业机器人离线编程教学课件', 1, '马振华', 'pptx', 26_214_400, 0, 0, 1],
  ['实习协议签订常见问题汇编', 4, '王雅琴', 'docx', 102_400, 0, 2, 0],
  ['Web前端开发课程标准', 1, '张文博', 'docx', 286_720, 38, 1, 3],
  ['软件测试实训指导书', 1, '赵思远', 'pdf', 3_145_728, 52, 1, 2],
  ['智慧仓储物联网系统实训案例', 2, '何俊', 'pdf', 7_340_032, 29, 1, 4],
  ['顶岗实习周记填写范例', 4, '王雅琴', 'docx', 153_600, 81, 1, 2],
  ['Java Web项目实战源码包', 3, '张文博', 'zip', 41_943_040, 35, 1, 2],
  ['企业实习安全教育课件', 4, '马振华', 'pptx', 18_874_368, 44, 1, 1],
  ['毕业设计（项目）答辩评分标准', 0, '王雅琴', 'pdf', 409_600, 17, 1, 3],
  ['工业网络设备安装规范', 3, '何俊', 'pdf', 2_097_152, 12, 1, 3],
];

/** Footprints: [who, fModuleType (1 recruitment ... 5 seminar), target key, title, day]. */
const FOOTPRINTS: readonly (readonly [PersonDef, 1 | 2 | 3 | 4 | 5, string, string, string])[] = [
  [DEMO.student, 1, uid('job', 1), 'Java开发实习生', '2026-03-03'],
  [DEMO.student, 1, uid('job', 2), '前端开发工程师（2026届）', '2026-03-12'],
  [DEMO.student, 2, uid('cres', 2), '顶岗实习优秀案例：从实习生到开发工程师', '2026-03-15'],
  [DEMO.student, 3, INNOVATION.lectures[0]!.key, INNOVATION.lectures[0]!.title, '2025-12-12'],
  [DEMO.student, 4, CAREER.lectures[0]!.key, CAREER.lectures[0]!.title, '2025-11-15'],
  [DEMO.student, 4, CAREER.lectures[1]!.key, CAREER.lectures[1]!.title, '2026-03-26'],
  [DEMO.teacher, 5, seminarDay!.key, seminarDay!.title, '2025-11-02'],
  [DEMO.teacher, 2, uid('cres', 1), '软件技术专业人才培养方案（2025版）', '2026-02-27'],
  [staff('徐晓东'), 5, seminarDay!.key, seminarDay!.title, '2025-11-03'],
  [student('杜鹏飞'), 1, uid('job', 8), '嵌入式软件实习生', '2026-03-21'],
];

export function cloudTables() {
  const files: Row[] = TEACH_FILES.map(([seminar, name, ext, size, downloads, status, by], i) => ({
    cCloudSeminarTeachFileId: uid('csf', i + 1),
    cCloudSeminarId: seminar.key,
    cFileName: name,
    cFilePath: demoFile('seminar-file', uid('csf', i + 1), `${name}.${ext}`),
    fFileSize: size,
    cDesc: `${seminar.title}会议材料`,
    fDownloadCount: downloads,
    fStatus: status,
    tCreateDate: at(seminar.day, i + 3),
    [CREATOR]: staff(by).fAppUserId,
  }));
  const papers: Row[] = TEACH_PAPERS.map(([seminar, title, author, keywords, status], i) => ({
    cCloudSeminarTeachPaperId: uid('csp', i + 1),
    cCloudSeminarId: seminar.key,
    cPaperTitle: title,
    cAuthor: author,
    cKeywords: keywords,
    cAbstract:
      status === 2
        ? '摘要过短，未说明研究方法与结论。'
        : `本文围绕“${title}”展开，结合本校实践提出改进建议。`,
    cFilePath: demoFile('seminar-paper', uid('csp', i + 1), `${title}.pdf`),
    fStatus: status,
    tCreateDate: at(seminar.day, i + 6),
  }));
  const resources: Row[] = CLOUD_RESOURCES.map(
    ([name, type, by, ext, size, downloads, status, label], i) => ({
      cCloudResourceId: uid('cres', i + 1),
      cResourceName: name,
      fResourceType: type,
      cResourceLabelId: label ? uid('rl', label) : null,
      cCover: demoFile('cloud-resource', uid('cres', i + 1), '封面.jpg'),
      // Filed under the uploader's school.
      fSchoolId: SCHOOLS[staff(by).school].fSchoolId,
      cFilePath: demoFile('cloud-resource', uid('cres', i + 1), `${name}.${ext}`),
      fFileSize: size,
      cDesc: status === 2 ? '内容与现行实习管理办法不一致，审核未通过。' : `${name}，供各校参考使用。`,
      fDownloadCount: downloads,
      fStatus: status,
      tCreateDate: at(status === 1 ? '2025-10-20' : '2026-04-06', i),
      [CREATOR]: staff(by).fAppUserId,
    }),
  );
  const footprints: Row[] = FOOTPRINTS.map(([person, module, target, title, day], i) => ({
    cCloudMyHistoryId: uid('his', i + 1),
    fUserId: person.fAppUserId,
    fModuleType: module,
    // Which entity the footprint points at follows fModuleType, so the loader cannot map it: done here.
    cTargetId: stableId(FOOTPRINT_TARGETS[module] as string, target),
    cTitle: title,
    tCreateDate: at(day, i),
  }));
  return [
    ...recruitmentTables(),
    ...AREAS.flatMap(areaTables),
    table('CloudSeminarTeachFile', files),
    table('CloudSeminarTeachPaper', papers),
    table('CloudPlaybackViewer', viewerRows()),
    table('CloudResource', resources),
    table('CloudMyHistory', footprints),
  ];
}
