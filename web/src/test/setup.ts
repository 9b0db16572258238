import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

// Routes are lazy-loaded: the first render of a page imports its module, which takes well over the default 1 s
// when the web suite shares a 2-core CI machine with the browser tests.
configure({ asyncUtilTimeout: 5000 });

afterEach(() => {
  cleanup();
  window.localStorage.clear();
});
