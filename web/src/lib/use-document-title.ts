import { useEffect } from 'react';

export const APP_NAME = 'Keystone CRM';

/** Sets the browser tab title: 'Contacts | Keystone CRM'. Undefined leaves the title as it is. */
export function useDocumentTitle(title: string | undefined): void {
  useEffect(() => {
    if (title !== undefined) document.title = documentTitle(title);
  }, [title]);
}

export function documentTitle(title: string | undefined): string {
  return title ? `${title} | ${APP_NAME}` : APP_NAME;
}
