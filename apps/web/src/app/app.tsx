import type { QueryClient } from '@tanstack/react-query';
import { DialogHost } from '../components/dialog/dialog-host';
import { AppProviders } from './providers';
import { RootView } from './root-view';

export const App = ({ queryClient }: { queryClient?: QueryClient }) => (
  <AppProviders client={queryClient}>
    <RootView />
    <DialogHost />
  </AppProviders>
);
