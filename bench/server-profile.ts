/**
 * BENCH_PROFILE=1 for server.ts: where the server's thread spends its time while it answers HTTP load, from
 * V8's sampling profiler (node:inspector, in the server's own process), summarised by self time per area
 * (the server's folders, the contract, each package, Node's internals, garbage collection) and per function.
 * The profiler slows the server down: figures of a profiled run are not comparable with the others.
 */
import type { Profiler } from 'node:inspector';
import { Session } from 'node:inspector/promises';

const AREAS: [RegExp, (m: RegExpMatchArray) => string][] = [
  [/\/packages\/server\/src\/([^/]+)\//, (m) => `server src/${m[1]}`],
  [/\/packages\/sdk\/src\//, () => 'sdk (contract)'],
  [/node_modules\/(?:\.pnpm\/[^/]+\/node_modules\/)?((?:@[^/]+\/)?[^/]+)\//, (m) => `package ${m[1]}`],
  [/^node:/, () => 'node internals'],
  [/^wasm:/, () => 'WebAssembly (PGlite)'],
];

function areaOf(frame: Profiler.ProfileNode['callFrame']): string {
  if (!frame.url) return frame.functionName.startsWith('(') ? frame.functionName : 'V8 builtins';
  for (const [re, name] of AREAS) {
    const m = frame.url.match(re);
    if (m) return name(m);
  }
  return 'other';
}

const shortUrl = (url: string) =>
  url.replace(/^.*\/packages\//, '').replace(/^.*node_modules\/(\.pnpm\/[^/]+\/node_modules\/)?/, '');

export class CpuProfile {
  private readonly session = new Session();
  private readonly byFunction = new Map<string, number>();
  private readonly byArea = new Map<string, number>();
  /** Time in Node's internals and V8's builtins, by the package or server folder that called them. */
  private readonly byCaller = new Map<string, number>();
  private busy = 0;
  private idle = 0;

  async start(): Promise<void> {
    if (!this.busy && !this.idle) {
      this.session.connect();
      await this.session.post('Profiler.enable');
      await this.session.post('Profiler.setSamplingInterval', { interval: 250 });
    }
    await this.session.post('Profiler.start');
  }

  async stop(): Promise<void> {
    const { profile } = await this.session.post('Profiler.stop');
    const nodes = new Map(profile.nodes.map((n) => [n.id, n]));
    const parents = new Map<number, number>();
    for (const n of profile.nodes) for (const c of n.children ?? []) parents.set(c, n.id);
    const callerOf = (id: number): string => {
      for (let at: number | undefined = id; at !== undefined; at = parents.get(at)) {
        const frame = nodes.get(at)?.callFrame;
        const area = frame ? areaOf(frame) : 'other';
        if (area.startsWith('package') || area.startsWith('server') || area.startsWith('sdk')) return area;
      }
      return 'none (event loop, I/O callbacks)';
    };
    const samples = profile.samples ?? [];
    const deltas = profile.timeDeltas ?? [];
    // Each sample owns the time until the next one.
    for (let i = 0; i < samples.length - 1; i++) {
      const frame = nodes.get(samples[i] as number)?.callFrame;
      const us = deltas[i + 1] ?? 0;
      if (!frame) continue;
      if (frame.functionName === '(idle)') {
        this.idle += us;
        continue;
      }
      this.busy += us;
      const area = areaOf(frame);
      this.byArea.set(area, (this.byArea.get(area) ?? 0) + us);
      if (area === 'node internals' || area === 'V8 builtins') {
        const caller = callerOf(samples[i] as number);
        this.byCaller.set(caller, (this.byCaller.get(caller) ?? 0) + us);
      }
      const name = frame.url
        ? `${frame.functionName || '(anonymous)'}  ${shortUrl(frame.url)}:${frame.lineNumber + 1}`
        : frame.functionName || '(anonymous)';
      this.byFunction.set(name, (this.byFunction.get(name) ?? 0) + us);
    }
  }

  /** The summary, as lines to print. */
  report(top = 20): string[] {
    if (!this.busy) return [];
    const pct = (us: number) => `${((100 * us) / this.busy).toFixed(1).padStart(5)} %`;
    const sorted = (m: Map<string, number>) => [...m].sort((a, b) => b[1] - a[1]);
    const total = this.busy + this.idle;
    return [
      `CPU profile of the server's thread under HTTP load: busy ${((100 * this.busy) / total).toFixed(0)} % ` +
        `of ${(total / 1e6).toFixed(1)} s; self time by area (of the busy time):`,
      ...sorted(this.byArea).map(([area, us]) => `  ${pct(us)}  ${area}`),
      "Node's internals and V8's builtins, by the nearest caller in a package or the server:",
      ...sorted(this.byCaller).map(([area, us]) => `  ${pct(us)}  ${area}`),
      `top ${top} functions by self time:`,
      ...sorted(this.byFunction)
        .slice(0, top)
        .map(([name, us]) => `  ${pct(us)}  ${name}`),
    ];
  }

  close(): void {
    this.session.disconnect();
  }
}
