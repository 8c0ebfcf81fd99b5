// First: no schema may run before zod is told not to generate code (no-eval.ts).
import './no-eval.js';
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { showStartFailure } from './failure/start-failure.js';

/** Resolves in a new task, so that the browser has the thread (input, paint) between two steps. */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/**
 * Start-up in steps, each a task of its own: the app's modules (Chakra UI, the router, the frame) are
 * evaluated, the chosen theme's Chakra system is built, the router runs its first guard, and the first render
 * is a transition, which yields every few milliseconds. Run as one, they held a phone's main thread for
 * several hundred milliseconds at a time (bench/README.md, lighthouse).
 */
async function start(container: HTMLElement) {
  let app: typeof import('./app.js');
  try {
    app = await import('./app.js');
  } catch (error) {
    showStartFailure(container, error);
    return;
  }
  const { App, buildTheme, createAppRouter } = app;
  const reactRoot = createRoot(container);
  await nextTask();
  buildTheme();
  await nextTask();
  const router = createAppRouter();
  await nextTask();
  startTransition(() =>
    reactRoot.render(
      <StrictMode>
        <App router={router} />
      </StrictMode>,
    ),
  );
}

const root = document.getElementById('root');
if (root) void start(root);
