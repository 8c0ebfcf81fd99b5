import { describe, expect, it } from 'vitest';
import { labelNodes } from './theme-label-tree.js';

describe('labelNodes', () => {
  it('makes each label a root, in order, and drops nameless ones', () => {
    const nodes = labelNodes([
      { value: 'tl-2', label: '信息技术' },
      { value: 'tl-9', label: '  ' },
      { value: 'tl-1', label: '安全生产' },
    ]);
    expect(nodes.map((n) => [n.id, n.name, n.parentId, n.children.length])).toEqual([
      ['tl-2', '信息技术', null, 0],
      ['tl-1', '安全生产', null, 0],
    ]);
  });
});
