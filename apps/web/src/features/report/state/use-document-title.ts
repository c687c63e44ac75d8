import { useEffect } from 'react';

/** Sets the browser tab title (also the default file name of "Save as PDF") while mounted. */
export function useDocumentTitle(title: string): void {
  useEffect(() => {
    const previous = document.title;
    document.title = title;
    return () => {
      document.title = previous;
    };
  }, [title]);
}
