import { CREATOR } from '@practice/sdk/contract';
import { addDays, at, cycle, demoFile, mobileFor, type Row, table } from './helpers.js';
import { leadTutorOf, PLACEMENTS, type Placement } from './internship.js';
import { COURSES, type InternshipCourse } from './internship-courses.js';
import { DEMO } from './people.js';
import { SCHOOLS, type SchoolKey } from './schools.js';
import { type TemplateItemDef, templateById } from './templates.js';

/*
 * Students' internship materials (agreement and insurance, reviewed item by item) and the reference
 * documents tutors share with a course, filed in the school's reference directories.
 */

const MATERIAL_TEMPLATE = templateById(10);

/** Material fStatus: 0 not submitted, 1 unreviewed, 2 passed, 3 rejected. */
const MATERIAL_STATES = [2, 2, 1, 3, 0, 2, 1] as const;

function materialState(p: Placement, i: number): 0 | 1 | 2 | 3 {
  return p.student === DEMO.student ? 2 : cycle(MATERIAL_STATES, i);
}

function materialValue(item: TemplateItemDef, p: Placement, i: number): string {
  switch (item.name) {
    case '三方协议扫描件':
      return demoFile('material', p.student.number, '三方协议.pdf');
    case '保险单照片':
      return demoFile('material', p.student.number, '保险单.jpg');
    case '实习责任保险单号':
      return `PZAR2025310${p.student.number.slice(-6)}`;
    default:
      // A parent's mobile as the emergency contact.
      return mobileFor(500 + i);
  }
}

function materialTables() {
  const materials: Row[] = [];
  const items: Row[] = [];
  const students = PLACEMENTS.filter((p) => p.course === COURSES.software);
  students.forEach((p, i) => {
    const status = materialState(p, i);
    const submitted = status === 0 ? null : at(addDays(p.course.start, 3 + i), i);
    materials.push({
      fInternshipStudentMaterialId: i + 1,
      fInternshipInfoId: p.course.id,
      fInternshipStudentId: p.id,
      fStudentUserId: p.student.fAppUserId,
      fTemplateInfoId: MATERIAL_TEMPLATE.fTemplateInfoId,
      fStatus: status,
      cAuditDesc:
        status === 3 ? '保险单照片模糊无法辨认保单号，请重新拍照上传。' : status === 2 ? '材料齐全。' : null,
      tSubmitDate: submitted,
      tCreateDate: at(addDays(p.course.start, 1), i),
    });
    if (status === 0) return;
    for (const item of MATERIAL_TEMPLATE.items) {
      // Items are reviewed one by one: a rejected material has its photo sent back, the rest passed.
      const itemStatus = status === 1 ? 1 : status === 3 && item.kind === 5 ? 3 : 2;
      items.push({
        fInternshipStudentMaterialItemId: items.length + 1,
        fInternshipStudentMaterialId: i + 1,
        fInternshipInfoId: p.course.id,
        fStudentUserId: p.student.fAppUserId,
        fTemplateItemId: item.fTemplateItemId,
        fFontType: item.kind,
        cContent: materialValue(item, p, i),
        fSort: item.sort,
        fStatus: itemStatus,
        tCreateDate: submitted,
      });
    }
  });
  return [table('InternshipStudentMaterial', materials), table('InternshipStudentMaterialItem', items)];
}

const DIRECTORIES: readonly (readonly [id: number, school: SchoolKey, name: string, parent?: number])[] = [
  [1, 'huadong', '实习管理制度'],
  [2, 'huadong', '安全教育'],
  [3, 'huadong', '文书模板'],
  [4, 'huadong', '协议与表格', 3],
  [5, 'jiangnan', '实习管理规定'],
  [6, 'jiangnan', '常用表格'],
  [7, 'zhebei', '安全生产'],
];

interface ReferenceDef {
  readonly course: InternshipCourse;
  readonly directory: number;
  readonly name: string;
  readonly ext: string;
  readonly size: number;
  readonly downloads: number;
  readonly desc?: string;
}

const ref = (
  course: InternshipCourse,
  directory: number,
  name: string,
  ext: string,
  size: number,
  downloads: number,
  desc?: string,
): ReferenceDef => ({ course, directory, name, ext, size, downloads, ...(desc ? { desc } : {}) });

const REFERENCES: readonly ReferenceDef[] = [
  ref(
    COURSES.software,
    1,
    '华东理工职业技术学院学生实习管理办法（2025年修订）',
    'pdf',
    1_248_512,
    86,
    '实习期间请假、更换单位等事项均按本办法执行。',
  ),
  ref(COURSES.software, 2, '顶岗实习安全教育手册', 'pdf', 3_482_880, 64),
  ref(
    COURSES.software,
    4,
    '学生实习三方协议（范本）',
    'docx',
    58_368,
    73,
    '打印一式三份，签字盖章后扫描上传至实习材料。',
  ),
  ref(COURSES.software, 4, '实习安全承诺书', 'docx', 31_744, 51),
  ref(COURSES.software, 3, '实习日志撰写指南与优秀范例', 'pdf', 2_105_344, 92),
  ref(COURSES.software, 1, '顶岗实习答辩安排及评分标准', 'pdf', 412_672, 12),
  ref(COURSES.bigData, 3, '大数据技术专业认识实习任务书', 'pdf', 286_720, 18),
  ref(COURSES.bigData, 2, '数据中心参观安全须知', 'pdf', 198_656, 15),
  ref(COURSES.ecommerce, 1, '电子商务专业跟岗实习实施方案', 'pdf', 524_288, 3),
  ref(COURSES.network, 5, '江南信息工程职业学院顶岗实习管理规定', 'pdf', 905_216, 27),
  ref(COURSES.network, 6, '实习日志填写说明', 'docx', 45_056, 22),
  ref(COURSES.robotics, 7, '工业机器人操作安全规范', 'pdf', 2_760_704, 9),
];

function referenceTables() {
  const directories: Row[] = DIRECTORIES.map(([id, school, name, parent], i) => ({
    fInternshipReferenceDirectoryId: id,
    fSchoolId: SCHOOLS[school].fSchoolId,
    fParentId: parent ?? null,
    cDirectoryName: name,
    fSort: i + 1,
    tCreateDate: at('2025-09-20', id),
  }));
  const references: Row[] = REFERENCES.map((r, i) => ({
    fInternshipReferenceId: i + 1,
    fInternshipInfoId: r.course.id,
    fInternshipReferenceDirectoryId: r.directory,
    cFileName: r.name,
    cFilePath: demoFile('references', `ref${i + 1}`, `${r.name}.${r.ext}`),
    fFileSize: r.size,
    fDownloadCount: r.downloads,
    cDesc: r.desc ?? null,
    tCreateDate: at(addDays(r.course.created, 4), i),
    [CREATOR]: leadTutorOf(r.course).fAppUserId,
  }));
  return [table('InternshipReferenceDirectory', directories), table('InternshipReference', references)];
}

export const materialAndReferenceTables = () => [...materialTables(), ...referenceTables()];
