import { describe, expect, it } from 'vitest';
import { errorFromResponse, LOGIN_EXPIRED, SdkError, serviceErrorText } from './errors.js';

describe('errorFromResponse', () => {
  it.each([
    [200, { Code: 200 }],
    [200, { Code: 0 }],
    [200, { Code: '200' }],
    [200, { Code: '0' }],
    [200, { Code: 10000 }],
    [200, { Code: '10000' }],
    [200, undefined],
  ])('HTTP %i with %j is success', (status, body) => {
    expect(errorFromResponse(status, '', body)).toBeNull();
  });

  it.each([
    // status, statusText, body, kind, code, message
    [200, '', { Code: 500, Message: '学校名称已存在' }, 'business', 500, serviceErrorText('学校名称已存在')],
    [200, '', { Code: 1, Message: '' }, 'business', 1, serviceErrorText('错误码 1')],
    [200, '', { Code: 404 }, 'business', 404, serviceErrorText('访问资源不存在')],
    [500, '', undefined, 'http', 500, serviceErrorText('服务器发生错误')],
    [502, 'Bad Gateway', undefined, 'http', 502, serviceErrorText('Bad Gateway')],
    [503, '', { Message: '维护中' }, 'http', 503, serviceErrorText('维护中')],
    [400, '', { Code: 400, Message: '请输入学校名称' }, 'http', 400, serviceErrorText('请输入学校名称')],
    [401, '', { Code: 401, Message: '请先登录' }, 'http', 401, LOGIN_EXPIRED],
    [200, '', { Code: 401, Message: '请先登录' }, 'business', 401, LOGIN_EXPIRED],
    [401, '', undefined, 'http', 401, LOGIN_EXPIRED],
    [403, '', { Code: 403 }, 'http', 403, serviceErrorText('用户得到授权，但是访问是被禁止的')],
    // A success code in a failed HTTP response is still a failure.
    [500, '', { Code: 200, Message: '内部错误' }, 'http', 200, serviceErrorText('内部错误')],
  ] as const)('HTTP %i %s %j → %s %s', (status, statusText, body, kind, code, message) => {
    const error = errorFromResponse(status, statusText, body, 'GetSchoolPageList');
    expect(error).toBeInstanceOf(SdkError);
    expect(error).toMatchObject({ kind, code, message, operation: 'GetSchoolPageList', status });
  });

  it('rewords "please log in first" wherever it appears', () => {
    expect(errorFromResponse(200, '', { Code: 500, Message: '请先登录' })?.message).toBe(
      serviceErrorText(LOGIN_EXPIRED),
    );
  });

  it('flags 401 and 403 whether they come from the body or the status', () => {
    expect(errorFromResponse(200, '', { Code: '401' })?.unauthorized).toBe(true);
    expect(errorFromResponse(403, '', undefined)?.forbidden).toBe(true);
    expect(errorFromResponse(500, '', undefined)?.unauthorized).toBe(false);
  });
});
