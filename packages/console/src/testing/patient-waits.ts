import { configure } from '@testing-library/react';

// findBy… and waitFor give up after 1 s by default. On a shared 2-core machine under load a drawer's close
// or a re-render can take longer without anything being wrong (CI once failed the phone menu's close so);
// the same reasoning as the 30 s test timeout in vitest.shared.ts. A check that never comes true still fails.
configure({ asyncUtilTimeout: 5_000 });
