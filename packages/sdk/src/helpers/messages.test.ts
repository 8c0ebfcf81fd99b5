import { describe, expect, it } from 'vitest';
import * as m from './messages.js';

describe('message templates', () => {
  it.each([
    [m.uploadTooLarge(100), '上传文件大小不能超过 100MB!'],
    [m.uploadTooLarge(2.5), '上传文件大小不能超过 2.5MB!'],
    [m.uploadFailedFor('a.pdf'), '网络或服务器错误, a.pdf上传失败!'],
    [m.uploadSucceeded('a.pdf'), 'a.pdf上传成功!'],
    [m.uploadTypeNotAllowed(['gif', 'png']), '只能上传 gif, png 格式的文件!'],
    [m.bulkFailed('删除'), '网络或服务器错误, 删除失败!'],
    [m.bulkSucceeded('审核'), '审核成功! 即将刷新数据,请稍后...'],
    [m.mobileNotFound('13800138000', '学生'), '联系方式为 13800138000 的用户不存在, 请手动添加学生信息!'],
    [m.mobileFound('教师'), '校验成功! 教师信息已导入'],
    [m.mobileFoundDirect('教师'), '校验成功! 教师信息已导入, 可直接添加'],
    [m.notBefore('结束日期', '开始日期'), '结束日期不能早于开始日期'],
    [m.notNegative('学分'), '学分不能为负数'],
    [m.notBelow('实习周次', 1), '实习周次不能小于1'],
    [m.notWhole('人数上限'), '人数上限必须是整数'],
  ])('%s', (actual, expected) => {
    expect(actual).toBe(expected);
  });

  it('names the row count and the 全部 page size in the export confirm', () => {
    const text = m.exportConfirm(37);
    expect(text).toContain(' 37 ');
    expect(text).toContain('全部');
  });
});

// The spec mixes full-width and half-width punctuation; a "tidy-up" that normalises either breaks matching.
describe('punctuation width is kept as the spec quotes it', () => {
  it.each([
    [m.SPREADSHEET_FORMAT_ERROR, '！', '!'],
    [m.UPLOAD_FAILED, '！', '!'],
    [m.ROUTE_FORMAT_ERROR, '！', '!'],
    [m.DOWNLOAD_CONFIRM, '？', '?'],
    [m.DELETE_CONFIRM, '？', '?'],
    [m.LOGOUT_CONFIRM, '？', '?'],
    [m.TEAM_NOT_ENROLLED, '，', ','],
    [m.PASSWORD_MISMATCH, '!', '！'],
    [m.MOBILE_CHECK_INVALID, '!', '！'],
    [m.LINK_JUMP_FAILED, '!', '！'],
    [m.VALIDATION_FAILED, ',', '，'],
    [m.UPLOAD_ONE_FILE, ',', '，'],
    [m.NEWS_SORT_REQUIRED, '(', '（'],
  ])('%s uses %s, not %s', (text, present, absent) => {
    expect(text).toContain(present);
    expect(text).not.toContain(absent);
  });

  it.each([
    [m.PASSWORD_LENGTH, '密码长度为6 - 18个字符'],
    [m.IMPORT_ONLY_EXCEL, '只能上传 Excel (.xls,.xlsx) 文件'],
    [m.IMPORT_TOO_LARGE, '文件大小不能超过100MB'],
    [m.EXPORT_RUNNING, '正在导出 Excel 中,请稍后...'],
    [m.DOWNLOAD_PREPARING, '正在准备下载数据中,请耐心等待完成...'],
    [m.SUBMIT_FAILED, '网络或服务器错误, 提交失败'],
    [m.UPLOADING, '文件上传中, 请稍后...'],
    [m.NO_FILE_SELECTED, '未选择任何文件'],
    [m.IMPORT_FAILED, '导入失败, 请重新上传'],
    [m.NEWS_TITLE_HINT, '标题建议在100个字符以内'],
    [m.NEWS_CONTENT_REQUIRED, '请输入新闻内容'],
    [m.NEWS_PREVIEW_TITLE, '预览效果'],
    [m.LOGOUT_CONFIRM, '您确定要退出吗？'],
    [m.NOTICE_TITLE, '提示'],
    [m.LOGIN_TOKEN_MISSING, '登录接口异常，未正确返回token...'],
    [m.CORE_INTERFACE_ERROR, '核心接口异常，请检查返回JSON格式是否正确'],
  ])('spacing of %s', (text, expected) => {
    expect(text).toBe(expected);
  });
});
