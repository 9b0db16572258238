import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { NOTIFICATION_AUTO_HIDE_MS, NotificationsProvider, useNotify, useWithdrawNotification } from './notifications';

function Trigger() {
  const notify = useNotify();
  return (
    <>
      <button onClick={() => notify('Saved')}>first</button>
      <button onClick={() => notify("Couldn't update a user", 'error', 500)}>second</button>
    </>
  );
}

function Refusal() {
  const notify = useNotify();
  const withdraw = useWithdrawNotification();
  return (
    <>
      <button onClick={() => notify('Please fill in all required fields', 'error', 400)}>refuse</button>
      <button onClick={() => notify('Upload failed', 'error')}>other</button>
      <button onClick={() => withdraw('Please fill in all required fields')}>put right</button>
    </>
  );
}

describe('Notifications', () => {
  it('withdraws a refusal put right since, with its status, and leaves any other message', () => {
    vi.useFakeTimers();
    render(
      <NotificationsProvider>
        <Refusal />
      </NotificationsProvider>,
    );
    fireEvent.click(screen.getByText('refuse'));
    expect(screen.getByText('Please fill in all required fields 400')).toBeInTheDocument();
    fireEvent.click(screen.getByText('put right'));
    void act(() => void vi.advanceTimersByTime(1000)); // the exit transition
    expect(screen.queryByText('Please fill in all required fields 400')).not.toBeInTheDocument();

    fireEvent.click(screen.getByText('other'));
    fireEvent.click(screen.getByText('put right'));
    void act(() => void vi.advanceTimersByTime(1000));
    expect(screen.getByText('Upload failed')).toBeInTheDocument();
    vi.useRealTimers();
  });

  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('shows one at a time, ignores clicks elsewhere and hides each after 7 seconds', () => {
    render(
      <NotificationsProvider>
        <Trigger />
      </NotificationsProvider>,
    );
    fireEvent.click(screen.getByText('first'));
    expect(screen.getByText('Saved')).toBeInTheDocument();

    // Clicking elsewhere does not close it.
    fireEvent.click(document.body);
    void act(() => void vi.advanceTimersByTime(NOTIFICATION_AUTO_HIDE_MS - 100));
    expect(screen.getByText('Saved')).toBeInTheDocument();

    void act(() => void vi.advanceTimersByTime(200));
    void act(() => void vi.advanceTimersByTime(1000)); // the exit transition
    expect(screen.queryByText('Saved')).not.toBeInTheDocument();
    expect(NOTIFICATION_AUTO_HIDE_MS).toBe(7000);
  });

  it('a new one takes the place of the one shown at once, not 7 seconds later', () => {
    render(
      <NotificationsProvider>
        <Trigger />
      </NotificationsProvider>,
    );
    fireEvent.click(screen.getByText('second'));
    expect(screen.getByText("Couldn't update a user 500")).toBeInTheDocument();
    void act(() => void vi.advanceTimersByTime(1000));
    fireEvent.click(screen.getByText('first'));
    // Never two at a time.
    expect(screen.queryByText("Couldn't update a user 500")).not.toBeInTheDocument();
    expect(screen.getByText('Saved')).toBeInTheDocument();
    // Then it stays its 7 seconds.
    void act(() => void vi.advanceTimersByTime(NOTIFICATION_AUTO_HIDE_MS - 100));
    expect(screen.getByText('Saved')).toBeInTheDocument();
    void act(() => void vi.advanceTimersByTime(200));
    void act(() => void vi.advanceTimersByTime(1000)); // the exit transition
    expect(screen.queryByText('Saved')).not.toBeInTheDocument();
  });

  it('of several at once, shows the newest', () => {
    function Burst() {
      const notify = useNotify();
      return <button onClick={() => ['one', 'two', 'three'].forEach((text) => notify(text))}>burst</button>;
    }
    render(
      <NotificationsProvider>
        <Burst />
      </NotificationsProvider>,
    );
    fireEvent.click(screen.getByText('burst'));
    void act(() => void vi.advanceTimersByTime(1000));
    expect(screen.queryByText('two')).not.toBeInTheDocument();
    expect(screen.getByText('three')).toBeInTheDocument();
  });
});
