import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { socketStatusEvents, useSocketStatus } from './socket-status';

describe('the live connection status', () => {
  it('is not down before the first connection, down once a connection is lost, up again when it is back', () => {
    const { result } = renderHook(() => useSocketStatus());
    expect(result.current).toBe('unknown');
    act(() => socketStatusEvents.closed());
    expect(result.current).toBe('unknown');
    act(() => socketStatusEvents.connected());
    expect(result.current).toBe('up');
    act(() => socketStatusEvents.closed());
    expect(result.current).toBe('down');
    act(() => socketStatusEvents.closed()); // retries that fail keep it down
    expect(result.current).toBe('down');
    act(() => socketStatusEvents.connected());
    expect(result.current).toBe('up');
  });
});
