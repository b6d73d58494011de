import { QueryClientProvider } from '@tanstack/react-query';
import { queryClient } from 'shared-auth';
import { UiProvider, BrowserRouter } from 'shared-ui';
import { AppRoutes } from './routing/AppRoutes';
import { SessionEndedPrompt } from './session/SessionEndedPrompt';
import { UserSwitchBoundary } from './session/UserSwitchBoundary';
import { EnvironmentBarSlot } from './system/EnvironmentBarSlot';

export function App() {
  return (
    <UiProvider>
      <QueryClientProvider client={queryClient}>
        <BrowserRouter>
          <EnvironmentBarSlot />
          <UserSwitchBoundary>
            <AppRoutes />
          </UserSwitchBoundary>
          <SessionEndedPrompt />
        </BrowserRouter>
      </QueryClientProvider>
    </UiProvider>
  );
}
