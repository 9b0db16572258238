import type { TestProject } from 'vitest/node';
import { startApi } from './start-api.js';

declare module 'vitest' {
  // Module augmentation needs an interface.
  export interface ProvidedContext {
    apiUrl: string;
  }
}

/** One real api for the whole run: seeding the demo data takes a few seconds. API_URL reuses a running one. */
export default async function setup(project: TestProject) {
  if (process.env.TEST_API_URL) {
    project.provide('apiUrl', process.env.TEST_API_URL);
    return;
  }
  const api = await startApi();
  project.provide('apiUrl', api.url);
  return () => api.stop();
}
