import { useEffect } from 'react';

export const APP_NAME = 'Keystone CRM';

/** Sets the browser tab title for the page: 'Contacts | Keystone CRM'. */
export function useDocumentTitle(title: string | undefined): void {
  useEffect(() => {
    document.title = title ? `${title} | ${APP_NAME}` : APP_NAME;
  }, [title]);
}
