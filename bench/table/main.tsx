import { ALL_PAGE_SIZE } from '@practice/sdk';
import { DataTable, type TableColumn, type TableRow, UiKitProvider } from '@practice/ui-kit';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';

/**
 * The bench page. `?mode=table&rows=N`: DataTable with one page of N rows (the 全部 page size);
 * `?mode=baseline&rows=N`: a plain, non-virtualised HTML table of the same columns. Either way the scroll
 * container is [data-bench-scroll] and window.benchFirstRender holds the time from mounting to first rows.
 */
declare global {
  interface Window {
    benchFirstRender?: number;
  }
}

const params = new URLSearchParams(location.search);
const mode = params.get('mode') ?? 'table';
const count = Number(params.get('rows') ?? 100_000);

const SCHOOLS = ['东华理工学院', '南山职业技术学院', '西岭师范大学', '北辰工程学院'];
const rows: TableRow[] = Array.from({ length: count }, (_, i) => ({
  id: i + 1,
  cRealName: `学生${i + 1}`,
  cSchoolName: SCHOOLS[i % SCHOOLS.length],
  cNumber: String(20240000 + i),
  fStatus: i % 3,
  tCreateDate: new Date(1_704_067_200_000 + i * 3_600_000).toISOString(),
}));

const columns: TableColumn[] = [
  { key: 'cRealName', title: '姓名', width: 140 },
  { key: 'cSchoolName', title: '学校', width: 200 },
  { key: 'cNumber', title: '学号', width: 140 },
  { key: 'fStatus', title: '状态', width: 100 },
  { key: 'tCreateDate', title: '创建时间', display: 'dateTime', width: 200 },
];

function Baseline() {
  return (
    <div data-bench-scroll="" style={{ height: 600, overflow: 'auto' }}>
      <table>
        <thead>
          <tr>
            {columns.map((c) => (
              <th key={c.key}>{c.title}</th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row, index) => (
            <tr key={String(row.id)} data-row-index={index} style={{ height: 44 }}>
              {columns.map((c) => (
                <td key={c.key}>{String(row[c.key])}</td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

const fetchPage = async () => ({ rows, total: rows.length });

function Table() {
  return (
    <UiKitProvider>
      <DataTable
        columns={columns}
        rowKey="id"
        fetchPage={fetchPage}
        initialPageSize={ALL_PAGE_SIZE}
        height={600}
        dateRange={false}
      />
    </UiKitProvider>
  );
}

const root = document.getElementById('root');
if (!root) throw new Error('no #root');
const started = performance.now();
new MutationObserver((_changes, observer) => {
  if (!document.querySelector('tr[data-row-index]')) return;
  observer.disconnect();
  // The rows are in the DOM; the next frame is when they are painted.
  requestAnimationFrame(() => {
    window.benchFirstRender = performance.now() - started;
    const scroller = document.querySelector('[data-bench-scroll], [role="region"][aria-label="数据列表"]');
    scroller?.setAttribute('data-bench-scroll', '');
  });
}).observe(root, { childList: true, subtree: true });
createRoot(root).render(<StrictMode>{mode === 'baseline' ? <Baseline /> : <Table />}</StrictMode>);
