import { describe, expect, it } from 'vitest';
import { portalColumns, portalSearchFields } from './portal-columns.js';

describe('portalColumns', () => {
  it('gives the short columns their shared widths', () => {
    expect(portalColumns()).toEqual({
      fType: { width: 90 },
      cTitle: { width: 200 },
      fSort: { width: 70 },
      fStatus: { width: 90 },
    });
  });

  it("lets a screen's own width and other changes win, and keeps its extra columns", () => {
    const columns = portalColumns({
      cTitle: { width: 180 },
      fStatus: { hidden: true },
      cLink: { width: 150 },
    });
    expect(columns.cTitle).toEqual({ width: 180 });
    expect(columns.fStatus).toEqual({ width: 90, hidden: true });
    expect(columns.cLink).toEqual({ width: 150 });
  });

  it('drops a column the screen drops', () => {
    expect(portalColumns({ fSort: false }).fSort).toBe(false);
  });
});

describe('portalSearchFields', () => {
  it('searches banners by title and listing status, with the status options', () => {
    const fields = portalSearchFields('GatewayAdvertisementInfo');
    expect(fields.map((f) => [f.key, f.label])).toEqual([
      ['cTitle', '标题'],
      ['fStatus', '上架状态'],
    ]);
    expect(fields[1]?.enum?.options.map((o) => o.label)).toEqual(['未上架', '已上架']);
  });

  it('searches news by title and publishing status', () => {
    const fields = portalSearchFields('GatewayNewsInfo');
    expect(fields.map((f) => [f.key, f.label])).toEqual([
      ['cTitle', '标题'],
      ['fStatus', '发布状态'],
    ]);
    expect(fields[1]?.enum?.options.map((o) => o.label)).toEqual(['未发布', '已发布']);
  });

  it('offers nothing for an entity the contract does not have', () => {
    expect(portalSearchFields('NoSuchEntity')).toEqual([]);
  });
});
