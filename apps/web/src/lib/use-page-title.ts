import { useEffect } from 'react';
import { useOptionalSystemInfo } from './system-info';

/** Sets the browser tab title to "Page · Brand" (just the brand on the home page). */
export const usePageTitle = (title?: string) => {
  const brand = useOptionalSystemInfo()?.info.brand.name;
  useEffect(() => {
    const parts = [title, brand].filter(Boolean);
    if (parts.length) document.title = parts.join(' · ');
  }, [title, brand]);
};
