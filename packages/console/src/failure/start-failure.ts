import { FAILURE_TEXT, loadFailureOf } from './load-failure.js';

/**
 * The app's own file failed to load at start (a redeploy, a dropped connection): there is no React, no
 * Chakra and no shell yet, so the notice is plain DOM, worded as every other load failure, and 重新加载
 * loads the page again. Styled through the CSSOM: the Content-Security-Policy allows no inline styles.
 */
export function showStartFailure(root: HTMLElement, error: unknown): void {
  const { title, text } = FAILURE_TEXT[loadFailureOf(error)];
  const box = document.createElement('div');
  box.dataset.testid = 'load-failure';
  box.setAttribute('role', 'alert');
  Object.assign(box.style, {
    maxWidth: '32rem',
    margin: '20vh auto 0',
    padding: '0 1.5rem',
    textAlign: 'center',
    fontFamily: 'system-ui, "PingFang SC", "Microsoft YaHei", sans-serif',
    color: '#1f2329',
  });
  const heading = document.createElement('h1');
  heading.textContent = title;
  Object.assign(heading.style, { fontSize: '1.25rem', margin: '0 0 0.75rem' });
  const words = document.createElement('p');
  words.textContent = text;
  Object.assign(words.style, { margin: '0 0 1.25rem', lineHeight: '1.6' });
  const reload = document.createElement('button');
  reload.type = 'button';
  reload.textContent = '重新加载';
  Object.assign(reload.style, {
    minHeight: '44px',
    padding: '0 1.25rem',
    border: '0',
    borderRadius: '6px',
    background: '#3744be',
    color: '#fff',
    fontSize: '1rem',
    cursor: 'pointer',
  });
  reload.addEventListener('click', () => window.location.reload());
  box.append(heading, words, reload);
  root.replaceChildren(box);
}
