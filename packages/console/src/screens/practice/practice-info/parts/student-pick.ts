/*
 * 添加学生 on a course page picks the student from the school's student records (Student: readable by the
 * course staff) rather than from the user accounts, which a teacher may not list.
 */

/** A typed query as the Student page list's search: digits are a student number, anything else a name. */
export function studentSearch(text: string): { cNumber: string } | { cRealName: string } | null {
  const value = text.trim();
  if (!value) return null;
  return /^\d+$/.test(value) ? { cNumber: value } : { cRealName: value };
}

/** The AddPracticeStudent body, or why it cannot be sent. */
export function addStudentBody(
  courseId: string,
  student: { fUserId?: unknown } | null,
  reason: string,
):
  | { ok: true; body: { cPracticeInfoId: string; fStudentUserId: string; cSelectReason?: string } }
  | {
      ok: false;
      error: string;
    } {
  if (!student) return { ok: false, error: '请选择学生' };
  if (student.fUserId === null || student.fUserId === undefined || student.fUserId === '')
    return { ok: false, error: '该学生没有登录账号，无法加入课程' };
  const why = reason.trim();
  if (why.length > 500) return { ok: false, error: '选课理由不能超过500个字符' };
  return {
    ok: true,
    body: {
      cPracticeInfoId: courseId,
      fStudentUserId: String(student.fUserId),
      ...(why ? { cSelectReason: why } : {}),
    },
  };
}
