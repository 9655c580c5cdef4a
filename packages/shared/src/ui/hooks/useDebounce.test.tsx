import { act, renderHook } from '@testing-library/react';
import { useDebounce } from './useDebounce';
import { useDebouncedCallback } from './useDebouncedCallback';

describe('useDebounce', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('updates the value only after it stops changing for the delay', () => {
    const { result, rerender } = renderHook(({ v }) => useDebounce(v, 800), { initialProps: { v: 'F' } });
    rerender({ v: 'F-1' });
    act(() => jest.advanceTimersByTime(500));
    rerender({ v: 'F-12' });
    act(() => jest.advanceTimersByTime(799));
    expect(result.current).toBe('F');
    act(() => jest.advanceTimersByTime(1));
    expect(result.current).toBe('F-12');
  });

  it('useDebouncedCallback calls once with the last arguments; cancel and flush work', () => {
    const fn = jest.fn();
    const { result } = renderHook(() => useDebouncedCallback(fn, 300));
    act(() => {
      result.current('a');
      result.current('ab');
    });
    act(() => jest.advanceTimersByTime(300));
    expect(fn).toHaveBeenCalledTimes(1);
    expect(fn).toHaveBeenLastCalledWith('ab');

    act(() => {
      result.current('x');
      result.current.cancel();
      jest.advanceTimersByTime(300);
    });
    expect(fn).toHaveBeenCalledTimes(1);

    act(() => {
      result.current('now');
      result.current.flush();
    });
    expect(fn).toHaveBeenLastCalledWith('now');
    expect(fn).toHaveBeenCalledTimes(2);
  });
});
