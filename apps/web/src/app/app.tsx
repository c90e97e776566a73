import { DialogHost } from '../components/dialog/dialog-host';
import { AppProviders } from './providers';
import { RootView } from './root-view';

export const App = () => (
  <AppProviders>
    <RootView />
    <DialogHost />
  </AppProviders>
);
