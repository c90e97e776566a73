import { useState } from 'react';
import { RouterProvider } from 'react-router';
import { FullPageLoader } from '../components/full-page-loader';
import { useSystemStatus } from '../features/system/api/get-system-status';
import { SystemInfoContext } from '../lib/system-info';
import { createAppRouter } from './router';
import { selectRootView } from './select-root-view';
import { BlockedView } from './views/blocked-view';
import { MaintenanceView } from './views/maintenance-view';
import { StatusErrorView } from './views/status-error-view';

/** Startup: ask the server for the system status, then show the site or the page that replaces it. */
export const RootView = () => {
  const query = useSystemStatus();
  // Created once the site is needed, so the router does not act on the address during maintenance.
  const [router] = useState(createAppRouter);
  const view = selectRootView(query);

  switch (view.kind) {
    case 'loading':
      return <FullPageLoader />;
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
