import { Chart, useChart } from '@chakra-ui/charts';
import { Bar, BarChart, CartesianGrid, Legend, Line, LineChart, Tooltip, XAxis, YAxis } from 'recharts';
import type { ChartPanelShape } from './chart-panel.js';

/*
 * The drawing of a ChartPanel, loaded only when a chart is first shown (recharts is about 100 kB gzipped:
 * never on the login page nor in the home's first paint). Colours are the theme's brand scale, so each of
 * the four themes draws its charts in its own colour.
 */

const COLOURS = ['brand.solid', 'brand.300', 'brand.800'] as const;

type Row = Record<string, unknown>;

export default function ChartBody({ kind, rows, category, series }: ChartPanelShape) {
  const chart = useChart<Row>({
    data: rows as Row[],
    series: series.map((s, i) => ({ name: s.key, label: s.label, color: COLOURS[i % COLOURS.length] })),
  });
  const grid = (
    <CartesianGrid
      stroke={chart.color('border.muted')}
      vertical={kind === 'bars'}
      horizontal={kind !== 'bars'}
    />
  );
  const tooltip = (
    <Tooltip animationDuration={100} cursor={{ fill: chart.color('bg.muted') }} content={<Chart.Tooltip />} />
  );
  const legend = series.length > 1 ? <Legend content={<Chart.Legend />} /> : null;
  const axis = { stroke: chart.color('border'), tick: { fill: chart.color('fg.muted'), fontSize: 12 } };
  if (kind === 'line') {
    return (
      <Chart.Root h="64" aspectRatio="auto" chart={chart}>
        <LineChart responsive data={chart.data} margin={{ left: -16, right: 8 }}>
          {grid}
          <XAxis dataKey={category} {...axis} tickFormatter={(d: string) => d.slice(5)} />
          <YAxis allowDecimals={false} {...axis} />
          {tooltip}
          {legend}
          {chart.series.map((s) => (
            <Line
              key={String(s.name)}
              isAnimationActive={false}
              dataKey={chart.key(s.name)}
              name={String(s.label)}
              stroke={chart.color(s.color)}
              strokeWidth={2}
              dot={false}
            />
          ))}
        </LineChart>
      </Chart.Root>
    );
  }
  // Bars lie along the names: Chinese names of companies and classes read on the left, cut past 14 characters
  // (the tooltip and the table keep them whole), the axis as wide as the longest.
  const names = rows.map((r) => String(r[category] ?? ''));
  const longest = Math.min(14, Math.max(2, ...names.map((n) => [...n].length)));
  // Each name gets a band that holds its bars side by side, 14 px a bar.
  const bar = series.length > 1 ? 12 : 16;
  const band = series.length * (bar + 2) + 16;
  const cut = (name: string) => ([...name].length > 14 ? `${[...name].slice(0, 13).join('')}…` : name);
  return (
    <Chart.Root h={`${Math.max(120, rows.length * band + 60)}px`} aspectRatio="auto" chart={chart}>
      <BarChart responsive data={chart.data} layout="vertical" margin={{ left: 8, right: 16 }}>
        {grid}
        <XAxis type="number" allowDecimals={false} {...axis} />
        <YAxis type="category" dataKey={category} width={longest * 12 + 12} tickFormatter={cut} {...axis} />
        {tooltip}
        {legend}
        {chart.series.map((s) => (
          <Bar
            key={String(s.name)}
            isAnimationActive={false}
            dataKey={chart.key(s.name)}
            name={String(s.label)}
            fill={chart.color(s.color)}
            barSize={bar}
          />
        ))}
      </BarChart>
    </Chart.Root>
  );
}
