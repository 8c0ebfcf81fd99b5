import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { TAP_TARGET_PX } from '@practice/sdk';
import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { networkSettled, snapper } from './harness.js';

/*
 * What a screen must be on a phone (issue: students on their phones), checked in the page as it stands:
 * nothing wider than the window, every tap target at least 44 x 44 CSS pixels (WCAG 2.5.5), and no serious
 * or critical axe violation (which covers a control without an accessible name: button-name, link-name,
 * label, aria-command-name). Each problem is one line naming the element, so a failing walk says what to
 * fix without a screenshot.
 */

const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

/** Elements a finger acts on. A checkbox or radio inside a label is measured by its label. */
const INTERACTIVE = [
  'button',
  'a[href]',
  'input:not([type=hidden])',
  'select',
  'textarea',
  'summary',
  '[role=button]',
  '[role=link]',
  '[role=tab]',
  '[role=menuitem]',
  '[role=checkbox]',
  '[role=radio]',
  '[role=switch]',
  '[role=combobox]',
  '[role=option]',
].join(',');

/** Horizontal overflow of the page or the main area, with the elements that stick out past the window. */
function overflowInPage(): string[] {
  const width = window.innerWidth;
  const main = document.querySelector('[data-testid="main"]');
  const scrollers = [document.scrollingElement, main].filter((e): e is Element => Boolean(e));
  if (scrollers.every((e) => e.scrollWidth <= e.clientWidth + 1)) return [];
  // Inside a container that scrolls sideways on purpose (the tab bar, a code block) nothing overflows.
  const clipped = (e: Element) => {
    for (let p = e.parentElement; p && p !== main; p = p.parentElement) {
      const x = getComputedStyle(p).overflowX;
      if (x === 'auto' || x === 'scroll' || x === 'hidden' || x === 'clip') return true;
    }
    return false;
  };
  const name = (e: Element) =>
    `${e.tagName.toLowerCase()}${e.getAttribute('data-testid') ? `[data-testid=${e.getAttribute('data-testid')}]` : ''}` +
    ` "${(e.textContent ?? '').trim().slice(0, 30)}"`;
  const outside = [...document.querySelectorAll('body *')].filter((e) => {
    const r = e.getBoundingClientRect();
    return r.width > 0 && r.right > width + 1 && !clipped(e);
  });
  // The outermost ones say where the layout breaks; their children only repeat it.
  const outermost = outside.filter((e) => !outside.includes(e.parentElement as Element));
  return [`overflow: page ${Math.max(...scrollers.map((e) => e.scrollWidth))} px wide in ${width} px`].concat(
    outermost
      .slice(0, 5)
      .map((e) => `overflow: ${name(e)} reaches ${Math.round(e.getBoundingClientRect().right)} px`),
  );
}

/** Visible tap targets under the minimum, by their accessible text. */
function smallTargetsInPage({ selector, min }: { selector: string; min: number }): string[] {
  const visible = (r: DOMRect) => r.width > 0 && r.height > 0;
  const problems: string[] = [];
  for (const element of document.querySelectorAll<HTMLElement>(selector)) {
    if (element.closest('[aria-hidden=true], [inert]') || (element as HTMLButtonElement).disabled) continue;
    const own = element.getBoundingClientRect();
    const input = element instanceof HTMLInputElement && /^(checkbox|radio)$/.test(element.type);
    const label = input ? element.closest('label') : null;
    // A tap on its label ticks a box: the label is the target, however small the box is drawn.
    const rect = label ? label.getBoundingClientRect() : own;
    if (!visible(rect) || getComputedStyle(element).visibility === 'hidden') continue;
    if (input && !label && !visible(own)) continue;
    // A link inside a sentence is exempt (WCAG 2.5.5: inline targets).
    const parentText = element.parentElement?.textContent?.trim() ?? '';
    if (
      element.tagName === 'A' &&
      getComputedStyle(element).display === 'inline' &&
      parentText !== element.textContent?.trim()
    )
      continue;
    if (rect.width + 0.5 >= min && rect.height + 0.5 >= min) continue;
    const text =
      element.getAttribute('aria-label') ??
      (element.textContent?.trim() ||
        element.getAttribute('placeholder') ||
        element.getAttribute('title') ||
        '');
    problems.push(
      `tap target ${Math.round(rect.width)}x${Math.round(rect.height)}: ${element.tagName.toLowerCase()}` +
        `${element.getAttribute('role') ? `[role=${element.getAttribute('role')}]` : ''} "${text.slice(0, 30)}"`,
    );
  }
  return problems;
}

interface AxeViolation {
  id: string;
  impact: string | null;
  help: string;
  nodes: { target: unknown[]; html: string; failureSummary?: string }[];
}

const atRest = (page: Page) =>
  page.waitForFunction(() => document.getAnimations().every((a) => a.playState !== 'running'), null, {
    timeout: 5_000,
  });

/** One axe run over the page: its serious and critical violations, one line per rule naming its elements. */
async function axeRun(page: Page): Promise<string[]> {
  // Evaluated through the debugger, so the console's content security policy does not apply to it.
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axeSource);
  const violations = await page.evaluate(async () => {
    const axe = (
      window as unknown as { axe: { run: (c: unknown, o: unknown) => Promise<{ violations: unknown }> } }
    ).axe;
    return (await axe.run(document, { resultTypes: ['violations'] })).violations as AxeViolation[];
  });
  const node = (n: AxeViolation['nodes'][number]) =>
    `${n.html.slice(0, 120)} ${(n.failureSummary ?? '').replace(/\s+/g, ' ').slice(0, 160)}`;
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `axe ${v.impact} ${v.id} (${v.help}): ${v.nodes.slice(0, 3).map(node).join(' | ')}`);
}

/**
 * Violations that hold on a second look. A part that arrives during the first run (an upload field enabled
 * once its rules load) can be caught halfway through its colour transition; a real fault is there again.
 */
async function axeViolations(page: Page): Promise<string[]> {
  const first = await axeRun(page);
  if (first.length === 0) return first;
  await page.waitForTimeout(500);
  await atRest(page);
  return axeRun(page);
}

/** How wide the page is drawn: more than the window means the page itself scrolls sideways. */
export const pageWidth = (page: Page): Promise<number> =>
  page.evaluate(() => document.documentElement.scrollWidth);

/**
 * Everything wrong with the screen on show for a phone; empty when it passes. `axe: false` leaves out the
 * accessibility scan (a third of the time), for a screen another role's walk has just scanned.
 */
export async function phoneProblems(page: Page, { axe = true } = {}): Promise<string[]> {
  // At rest: a colour or a box measured halfway through a transition is neither the old nor the new one.
  await atRest(page);
  const overflow = await page.evaluate(overflowInPage);
  const small = await page.evaluate(smallTargetsInPage, { selector: INTERACTIVE, min: TAP_TARGET_PX });
  return [...overflow, ...small, ...(axe ? await axeViolations(page) : [])];
}

/**
 * A phone journey's look at a screen: once it has settled (data arrived, a drawer or dialog done moving), it
 * is photographed as test-results/console/<file>--<name>.png and fails on anything a phone screen must not
 * have (phoneProblems).
 */
export function phoneLooker(file: string): (page: Page, name: string) => Promise<void> {
  const snap = snapper(file);
  return async (page, name) => {
    // The page's own requests, in-app navigations' too: the load state 'networkidle' is the first load's,
    // and a screen opened from the menu was photographed (and checked) before its file had arrived.
    await networkSettled(page);
    await page.evaluate(() =>
      Promise.all(
        document
          .getAnimations()
          .filter((a) => a.effect?.getTiming().iterations !== Number.POSITIVE_INFINITY)
          .map((a) => a.finished.catch(() => undefined)),
      ),
    );
    await snap(page, name);
    expect(await phoneProblems(page), name).toEqual([]);
  };
}
