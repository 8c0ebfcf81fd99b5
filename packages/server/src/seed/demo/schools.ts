import { at, demoFile, type Row, table } from './helpers.js';

/*
 * Three vocational colleges. 华东理工 (the `school` demo admin's) carries most of the data; 江南信息 has
 * enough for cross-school scoping to be tested; 浙北机电 is small. Schools are also the top nodes of the
 * AppDepartment tree, their classes the nodes below; a Class row and its department node share the name
 * (the contract has no field linking the two).
 */

export interface SchoolDef {
  readonly fSchoolId: number;
  /** The school's node in the AppDepartment tree. */
  readonly departmentId: number;
  readonly name: string;
  readonly shortName: string;
  /** Domain of staff and student mail addresses. */
  readonly mailDomain: string;
}

export const SCHOOLS = {
  huadong: {
    fSchoolId: 1,
    departmentId: 1,
    name: '华东理工职业技术学院',
    shortName: '华东理工职院',
    mailDomain: 'hdlg.edu.cn',
  },
  jiangnan: {
    fSchoolId: 2,
    departmentId: 2,
    name: '江南信息工程职业学院',
    shortName: '江南信息职院',
    mailDomain: 'jnxx.edu.cn',
  },
  zhebei: {
    fSchoolId: 3,
    departmentId: 3,
    name: '浙北机电职业技术学院',
    shortName: '浙北机电职院',
    mailDomain: 'zbjd.edu.cn',
  },
} as const satisfies Record<string, SchoolDef>;

export type SchoolKey = keyof typeof SCHOOLS;

const schoolRows: Row[] = [
  {
    fSchoolId: 1,
    cSchoolName: SCHOOLS.huadong.name,
    cSchoolCode: '4131013758',
    cShortName: SCHOOLS.huadong.shortName,
    cLogo: demoFile('school', 'hdlg', '校徽.png'),
    cAddress: '上海市奉贤区海泉路100号,30.8426,121.5113',
    cContact: '王雅琴',
    cMobile: '13916208831',
    cDesc:
      '上海市属公办高等职业院校，设有信息工程、经济管理、机电工程三个二级学院，是上海市示范性高职院校和产教融合试点单位。',
    tCreateDate: '2025-09-01 09:12:40',
  },
  {
    fSchoolId: 2,
    cSchoolName: SCHOOLS.jiangnan.name,
    cSchoolCode: '4132011842',
    cShortName: SCHOOLS.jiangnan.shortName,
    cLogo: demoFile('school', 'jnxx', '校徽.png'),
    cAddress: '江苏省无锡市滨湖区高浪西路1600号,31.5142,120.2766',
    cContact: '刘建军',
    cMobile: '13961875520',
    cDesc: '以电子信息类专业为特色的高职院校，与长三角物联网、网络通信企业共建多个产业学院。',
    tCreateDate: '2025-09-02 14:03:18',
  },
  {
    fSchoolId: 3,
    cSchoolName: SCHOOLS.zhebei.name,
    cSchoolCode: '4133012217',
    cShortName: SCHOOLS.zhebei.shortName,
    cLogo: demoFile('school', 'zbjd', '校徽.png'),
    cAddress: '浙江省湖州市吴兴区二环东路759号,30.8703,120.1256',
    cContact: '孙慧敏',
    cMobile: '13705721946',
    cDesc: '面向长三角智能制造产业办学，工业机器人技术、数控技术专业为省级特色专业。',
    tCreateDate: '2025-09-03 10:26:05',
  },
];

export interface ClassDef {
  readonly fClassId: number;
  readonly departmentId: number;
  readonly school: SchoolKey;
  readonly name: string;
  readonly major: string;
  readonly grade: number;
  readonly headTeacher: string;
  /** Student numbers of the class are this prefix plus a two-digit seat number. */
  readonly numberPrefix: string;
}

const classDef = (
  fClassId: number,
  school: SchoolKey,
  name: string,
  major: string,
  grade: number,
  headTeacher: string,
  numberPrefix: string,
): ClassDef => ({
  fClassId,
  departmentId: fClassId + 3,
  school,
  name,
  major,
  grade,
  headTeacher,
  numberPrefix,
});

export const CLASSES: readonly ClassDef[] = [
  classDef(1, 'huadong', '软件技术2201班', '软件技术', 2022, '赵思远', '22110101'),
  classDef(2, 'huadong', '软件技术2202班', '软件技术', 2022, '张文博', '22110102'),
  classDef(3, 'huadong', '大数据技术2201班', '大数据技术', 2022, '陈佳怡', '22110301'),
  classDef(4, 'huadong', '电子商务2301班', '电子商务', 2023, '黄志刚', '23120201'),
  classDef(5, 'huadong', '机电一体化技术2201班', '机电一体化技术', 2022, '吴海峰', '22130101'),
  classDef(6, 'jiangnan', '计算机网络技术2201班', '计算机网络技术', 2022, '朱丽娟', '22060201'),
  classDef(7, 'jiangnan', '物联网应用技术2201班', '物联网应用技术', 2022, '何俊', '22060501'),
  classDef(8, 'zhebei', '工业机器人技术2201班', '工业机器人技术', 2022, '马振华', '22080301'),
  classDef(9, 'zhebei', '数控技术2201班', '数控技术', 2022, '郭婷', '22080101'),
  // More classes of the first school, the younger grades, without rosters (no journey needs their students):
  // a college's 班级管理 and 院系管理 run to more than one page, and the demo school's should too.
  classDef(10, 'huadong', '软件技术2301班', '软件技术', 2023, '孙丽萍', '23110101'),
  classDef(11, 'huadong', '软件技术2302班', '软件技术', 2023, '徐建军', '23110102'),
  classDef(12, 'huadong', '大数据技术2301班', '大数据技术', 2023, '王晓燕', '23110301'),
  classDef(13, 'huadong', '机电一体化技术2301班', '机电一体化技术', 2023, '李国栋', '23130101'),
  classDef(14, 'huadong', '云计算技术应用2301班', '云计算技术应用', 2023, '周敏', '23110401'),
  classDef(15, 'huadong', '软件技术2401班', '软件技术', 2024, '陈立新', '24110101'),
  classDef(16, 'huadong', '电子商务2401班', '电子商务', 2024, '刘晓红', '24120201'),
];

export function classNamed(name: string): ClassDef {
  const found = CLASSES.find((c) => c.name === name);
  if (!found) throw new Error(`demo data: no class ${name}`);
  return found;
}

export function schoolTables() {
  const departments: Row[] = [
    ...Object.values(SCHOOLS).map((s) => ({
      fAppDepartmentId: s.departmentId,
      fParentId: null,
      cDepartName: s.name,
      fDepartmentLabel: 1,
      fSchoolId: s.fSchoolId,
      fIndex: s.fSchoolId,
      tCreateDate: at('2025-09-03', s.fSchoolId),
    })),
    ...CLASSES.map((c) => ({
      fAppDepartmentId: c.departmentId,
      fParentId: SCHOOLS[c.school].departmentId,
      cDepartName: c.name,
      fDepartmentLabel: 2,
      fSchoolId: SCHOOLS[c.school].fSchoolId,
      fIndex: c.fClassId,
      tCreateDate: at('2025-09-05', c.fClassId),
    })),
  ];
  const classes: Row[] = CLASSES.map((c) => ({
    fClassId: c.fClassId,
    fSchoolId: SCHOOLS[c.school].fSchoolId,
    cClassName: c.name,
    cMajor: c.major,
    fGrade: c.grade,
    cHeadTeacher: c.headTeacher,
    tCreateDate: at('2025-09-05', c.fClassId),
  }));
  return [table('School', schoolRows), table('AppDepartment', departments), table('Class', classes)];
}
