// First: no schema may run before zod is told not to generate code (no-eval.ts).
import './no-eval.js';
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app.js';

const root = document.getElementById('root');
if (root) {
  const reactRoot = createRoot(root);
  // As a transition, the first render yields to the browser every few milliseconds instead of holding the
  // main thread for the whole shell at once (a phone's first long task).
  startTransition(() =>
    reactRoot.render(
      <StrictMode>
        <App />
      </StrictMode>,
    ),
  );
}
