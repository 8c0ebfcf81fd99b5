import { describe, expect, it } from 'vitest';
import { routeFixture } from '../tabs/route-fixture.js';
import { breadcrumbsFor, searchSuggestions, webSearchUrl } from './top-bar-rules.js';

const list = routeFixture({ path: '/practice/teacher-manage/teacher-list', title: '实习列表', view: 'x' });
const detail = routeFixture({
  path: '/practice/teacher-manage/info',
  title: '实习信息',
  view: 'x',
  hidden: true,
  activeMenu: list.path,
});
const teacher = routeFixture({
  path: '/practice/teacher-manage',
  title: '实习管理',
  children: [list, detail],
});
const index = routeFixture({ path: '/index', title: '首页', view: 'x' });
const home = routeFixture({ path: '/', title: '首页', children: [index] });
const routes = [home, teacher];

describe('breadcrumbsFor', () => {
  it('is the group then the page', () => {
    expect(breadcrumbsFor(routes, list)).toEqual([
      { title: '实习管理', to: '/practice/teacher-manage/teacher-list' },
      { title: '实习列表' },
    ]);
  });

  it('puts the list entry between the group and a hidden detail page', () => {
    expect(breadcrumbsFor(routes, detail).map((c) => c.title)).toEqual(['实习管理', '实习列表', '实习信息']);
  });

  it('is just the page for home, and empty for an unknown path', () => {
    expect(breadcrumbsFor(routes, index)).toEqual([{ title: '首页' }]);
    expect(breadcrumbsFor(routes, undefined)).toEqual([]);
  });
});

describe('searchSuggestions', () => {
  it('matches visible screen titles and paths', () => {
    expect(searchSuggestions(routes, '实习').map((s) => s.path)).toEqual([list.path]);
    expect(searchSuggestions(routes, 'INDEX')).toEqual([{ title: '首页', section: '首页', path: '/index' }]);
  });

  it('suggests nothing for blank text', () => {
    expect(searchSuggestions(routes, '  ')).toEqual([]);
  });

  it('builds a web search address', () => {
    expect(webSearchUrl(' 实习 ')).toBe('https://www.baidu.com/s?wd=%E5%AE%9E%E4%B9%A0');
  });
});
