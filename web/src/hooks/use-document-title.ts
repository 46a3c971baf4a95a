import { useEffect } from 'react';

/** Every screen names itself in the browser tab. */
export function useDocumentTitle(title: string) {
  useEffect(() => {
    document.title = title;
  }, [title]);
}
