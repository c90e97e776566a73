import { useLayoutEffect, useState } from 'react';
import { RouterProvider } from 'react-router';
import { useSystemStatus } from '../features/system/api/get-system-status';
import { SystemInfoContext } from '../lib/system-info';
import { removeBootShell } from './boot-shell';
import { createAppRouter } from './router';
import { selectRootView } from './select-root-view';
import { BlockedView } from './views/blocked-view';
import { MaintenanceView } from './views/maintenance-view';
import { StatusErrorView } from './views/status-error-view';

/**
 * Startup: the system status (written into the page by the server, or asked for), then the site
 * or the page that replaces it.
 */
export const RootView = () => {
  const query = useSystemStatus();
  // Created once the site is needed, so the router does not act on the address during maintenance.
  const [router] = useState(createAppRouter);
  const view = selectRootView(query);
  const loading = view.kind === 'loading';
  useLayoutEffect(() => {
    if (!loading) removeBootShell();
  }, [loading]);

  switch (view.kind) {
    case 'loading':
      // index.html's header bar stays painted (with a spinner after a moment) until the answer.
      return null;
    case 'error':
      return (
        <StatusErrorView
          error={view.error}
          onRetry={() => void query.refetch()}
          retrying={query.isFetching}
        />
      );
    case 'maintenance':
      return <MaintenanceView status={view.status} />;
    case 'blocked':
      return <BlockedView status={view.status} />;
    case 'normal':
      return (
        <SystemInfoContext value={view.status}>
          <RouterProvider router={router} />
        </SystemInfoContext>
      );
    default: {
      const unhandled: never = view;
      return unhandled;
    }
  }
};
