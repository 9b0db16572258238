import { useLayoutEffect } from 'react';
import { Outlet, useMatches } from 'react-router';
import { useRouteFacts } from '../lib/route-facts';
import { documentTitle } from '../lib/use-document-title';

/**
 * Sets the browser tab's title from the matched route's facts whenever the page changes. A layout effect: it runs
 * before the page's own effects, so a page that names its record (a contact) has the last word.
 */
export function RouteTitle() {
  const { title } = useRouteFacts();
  const page = useMatches().at(-1)?.pathname;
  useLayoutEffect(() => {
    document.title = documentTitle(title);
  }, [title, page]);
  return <Outlet />;
}
