import { describe, expect, it } from 'vitest';
import {
  isBlank,
  isDecimal2,
  isDigits,
  isEmail,
  isExternal,
  isIp,
  isJson,
  isLetters,
  isLowerCase,
  isMobile,
  isName,
  isPhone,
  isPort,
  isTwoToFourChinese,
  isUpperCase,
  isUrl,
  normalizeMobile,
} from './validators.js';

type Case = readonly [input: string, expected: boolean];

const tables: Record<string, readonly [(value: string) => boolean, readonly Case[]]> = {
  isExternal: [
    isExternal,
    [
      ['https://example.com', true],
      ['http://a.b/c', true],
      ['mailto:a@b.cn', true],
      ['tel:010-1234567', true],
      ['/practice/list', false],
      ['ftp://a.b', false],
      ['', false],
    ],
  ],
  isDigits: [
    isDigits,
    [
      ['0', true],
      ['0123456789', true],
      ['', false],
      ['12a', false],
      ['1.5', false],
      ['-1', false],
      [' 1', false],
    ],
  ],
  isName: [
    isName,
    [
      ['张三', true],
      ['张三2班', true],
      ['Tom', true],
      ['123', true],
      ['张 三', false],
      ['张三!', false],
      ['', false],
    ],
  ],
  isIp: [
    isIp,
    [
      ['0.0.0.0', true],
      ['192.168.1.1', true],
      ['255.255.255.255', true],
      ['256.1.1.1', false],
      ['1.2.3', false],
      ['1.2.3.4.5', false],
      ['01.2.3.4', false],
      ['1.2.3.a', false],
      ['', false],
    ],
  ],
  isUrl: [
    isUrl,
    [
      ['https://example.com', true],
      ['http://localhost:12000/index?a=1#x', true],
      ['ftp://files.example.cn/a.zip', true],
      ['example.com', false],
      ['javascript:alert(1)', false],
      ['https://exa mple.com', false],
      ['http://', false],
      ['', false],
    ],
  ],
  isLowerCase: [
    isLowerCase,
    [
      ['abc', true],
      ['aBc', false],
      ['abc1', false],
      ['', false],
    ],
  ],
  isUpperCase: [
    isUpperCase,
    [
      ['ABC', true],
      ['AbC', false],
      ['ABC1', false],
      ['', false],
    ],
  ],
  isLetters: [
    isLetters,
    [
      ['aBc', true],
      ['abc1', false],
      ['ab c', false],
      ['', false],
    ],
  ],
  isPort: [
    isPort,
    [
      ['0', true],
      ['80', true],
      ['12000', true],
      ['65535', true],
      ['65536', false],
      ['-1', false],
      ['080', false],
      ['100000', false],
      ['', false],
    ],
  ],
  isMobile: [
    isMobile,
    [
      ['13800138000', true],
      ['+8613800138000', true],
      ['008613800138000', true],
      ['+86 138 0013 8000', true],
      ['1380013800', false],
      ['138001380001', false],
      ['23800138000', false],
      ['8613800138000', false],
      ['+8523800138000', false],
      ['', false],
    ],
  ],
  isEmail: [
    isEmail,
    [
      ['a@b.cn', true],
      ['first.last+tag@mail.example.com', true],
      ['a@b', false],
      ['a..b@c.cn', false],
      ['.a@c.cn', false],
      ['a@-b.cn', false],
      ['a b@c.cn', false],
      ['', false],
    ],
  ],
  isTwoToFourChinese: [
    isTwoToFourChinese,
    [
      ['张三', true],
      ['欧阳小明', true],
      ['张', false],
      ['欧阳小明明', false],
      ['张a', false],
      ['', false],
    ],
  ],
  isPhone: [
    isPhone,
    [
      ['010-12345678', true],
      ['0571-1234567', true],
      ['0571-87654321-801', true],
      ['010-123456', false],
      ['10-12345678', false],
      ['01012345678', false],
      ['010-12345678-', false],
      ['13800138000', false],
    ],
  ],
  isDecimal2: [
    isDecimal2,
    [
      ['0', true],
      ['12', true],
      ['12.5', true],
      ['12.50', true],
      ['0.01', true],
      ['12.505', false],
      ['12.', false],
      ['.5', false],
      ['01', false],
      ['-1', false],
      ['', false],
    ],
  ],
  isJson: [
    isJson,
    [
      ['{"a":1}', true],
      ['[{"label":"A","value":90}]', true],
      ['123', true],
      ['"text"', true],
      ['null', true],
      ["{'a':1}", false],
      ['{a:1}', false],
      ['', false],
    ],
  ],
};

describe.each(Object.entries(tables))('%s', (_name, [validate, cases]) => {
  it.each(cases)('%j -> %s', (input, expected) => {
    expect(validate(input)).toBe(expected);
  });
});

describe('isBlank', () => {
  it.each([
    ['', true],
    ['   ', true],
    ['\t\n', true],
    [null, true],
    [undefined, true],
    [' a ', false],
    ['0', false],
  ] as const)('%j -> %s', (input, expected) => {
    expect(isBlank(input)).toBe(expected);
  });
});

describe('normalizeMobile', () => {
  it.each([
    ['+86 138 0013 8000', '13800138000'],
    ['008613800138000', '13800138000'],
    ['13800138000', '13800138000'],
    [' 138-0013-8000 ', '138-0013-8000'],
    ['86+13800138000', '86+13800138000'],
  ])('%j -> %j', (input, expected) => {
    expect(normalizeMobile(input)).toBe(expected);
  });
});
