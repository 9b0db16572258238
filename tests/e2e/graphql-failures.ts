import type { Page } from '@playwright/test';

/** Whether a /graphql request body is the named operation (Apollo's request, or the page's early start). */
export const isOperation = (body: string | null, name: string) =>
  new RegExp(`\\b(query|mutation) ${name}\\b`).test(body ?? '');

/**
 * Makes the named GraphQL operations fail as a server error would (a 500 with a GraphQL error), or with a refused
 * connection (`network`); every other request goes through.
 */
export async function failOperations(page: Page, names: readonly string[], failure: '500' | 'network' = '500') {
  await page.route('**/graphql', async (route) => {
    if (!names.some((name) => isOperation(route.request().postData(), name))) return route.fallback();
    if (failure === 'network') return route.abort('connectionrefused');
    return route.fulfill({
      status: 500,
      contentType: 'application/json',
      body: JSON.stringify({
        errors: [{ message: 'Boom', extensions: { code: 'INTERNAL_SERVER_ERROR', status: 500 } }],
      }),
    });
  });
}
