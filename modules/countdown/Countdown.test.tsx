import { act, render, screen } from '@testing-library/react';
import Countdown from './Countdown';

const START = Date.parse('2025-10-01T08:00:00Z');
const value = (unit: string) => document.querySelector(`[data-unit="${unit}"]`)?.textContent;

describe('countdown (fake clock)', () => {
  beforeEach(() => {
    jest.useFakeTimers();
    jest.setSystemTime(START);
  });
  afterEach(() => jest.useRealTimers());

  it('counts days, hours, minutes and seconds down, then shows the ended messages', () => {
    const target = new Date(START + ((2 * 24 + 3) * 3600 + 4 * 60 + 5) * 1000).toISOString();
    render(<Countdown id="c" name="" details={{ target }} data={{ now: START }} />);
    expect([value('days'), value('hours'), value('minutes'), value('seconds')]).toEqual(['02', '03', '04', '05']);
    act(() => jest.advanceTimersByTime(6000));
    expect([value('minutes'), value('seconds')]).toEqual(['03', '59']);
    act(() => jest.advanceTimersByTime(((2 * 24 + 3) * 3600 + 3 * 60 + 59) * 1000));
    expect(screen.queryByRole('timer')).toBeNull();
    expect(screen.getByRole('status')).toHaveTextContent('The event has ended');
    expect(screen.getByRole('status')).toHaveTextContent('activity has ended');
  });

  it('shows the ended message at once for a past event', () => {
    render(<Countdown id="c" name="" details={{ target: '2025-01-01T00:00:00Z' }} data={{ now: START }} />);
    expect(screen.getByRole('status')).toHaveTextContent('The event has ended');
  });
});
