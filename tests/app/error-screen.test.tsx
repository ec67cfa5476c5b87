import { QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AppErrorBoundary } from '@/app/app-error-boundary';
import { ErrorScreen } from '@/app/error-screen';
import { createQueryClient, Providers } from '@/app/providers';

afterEach(() => {
  vi.restoreAllMocks();
});

function Boom(): never {
  throw new Error('The dragon ate the chapter list');
}

describe('error screen', () => {
  it('shows the heading, the raw message, the reassurance and logs the error', () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    const error = new Error('Network exploded at chapter 3');
    render(
      <Providers>
        <ErrorScreen error={error} onGoHome={() => {}} />
      </Providers>,
    );

    expect(screen.getByRole('heading', { level: 1, name: 'Oops! Something went wrong' })).toBeTruthy();
    expect(screen.getByText('Network exploded at chapter 3')).toBeTruthy();
    expect(screen.getByText('Our team has been notified and is working on it.')).toBeTruthy();
    expect(log).toHaveBeenCalledWith(expect.any(String), error);
  });

  it("'Go to Home' clears the query cache and leaves for home", () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const queryClient = createQueryClient();
    queryClient.setQueryData(['stories'], ['a cached story']);
    const goHome = vi.fn();
    render(
      <QueryClientProvider client={queryClient}>
        <ErrorScreen error={new Error('x')} onGoHome={goHome} />
      </QueryClientProvider>,
    );

    fireEvent.click(screen.getByRole('button', { name: 'Go to Home' }));

    expect(queryClient.getQueryData(['stories'])).toBeUndefined();
    expect(goHome).toHaveBeenCalledOnce();
  });

  it('by default does a full page load of / to reset everything', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const assign = vi.spyOn(window.location, 'assign').mockImplementation(() => {});
    render(
      <Providers>
        <ErrorScreen error={new Error('x')} />
      </Providers>,
    );

    fireEvent.click(screen.getByRole('button', { name: 'Go to Home' }));

    expect(assign).toHaveBeenCalledWith('/');
  });

  it('catches a crash anywhere in the app through the error boundary', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    render(
      <Providers>
        <AppErrorBoundary>
          <Boom />
        </AppErrorBoundary>
      </Providers>,
    );

    expect(screen.getByRole('heading', { name: 'Oops! Something went wrong' })).toBeTruthy();
    expect(screen.getByText('The dragon ate the chapter list')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Go to Home' })).toBeTruthy();
  });
});
