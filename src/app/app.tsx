import { BrowserRouter } from 'react-router-dom';
import { AppErrorBoundary } from './app-error-boundary';
import { Providers } from './providers';
import { AppRoutes } from './router';

export function App() {
  return (
    <Providers>
      <AppErrorBoundary>
        <BrowserRouter>
          <AppRoutes />
        </BrowserRouter>
      </AppErrorBoundary>
    </Providers>
  );
}
