import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { deferred } from './on-demand.tsx';

describe('deferred parts that mount together', () => {
  it('are fetched one per task, and each shows when it arrives', async () => {
    const fetched: string[] = [];
    /** Whether the other part's fetch had started by the end of the task that started this one. */
    const otherStartedInSameTask: boolean[] = [];
    const part = (name: string, other: string) =>
      deferred(
        async () => {
          fetched.push(name);
          queueMicrotask(() => otherStartedInSameTask.push(fetched.includes(other)));
          return () => <p>{name}</p>;
        },
        { words: 'first-paint' },
      );
    const Toasts = part('toasts', 'services');
    const Services = part('services', 'toasts');
    render(
      <>
        <Toasts />
        <Services />
      </>,
    );
    expect(await screen.findByText('toasts')).toBeTruthy();
    expect(await screen.findByText('services')).toBeTruthy();
    expect(fetched).toEqual(['toasts', 'services']);
    // The first's task ended before the second's fetch began.
    expect(otherStartedInSameTask[0]).toBe(false);
  });
});
