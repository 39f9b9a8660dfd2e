import { act, render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { onDemand } from './on-demand';

const Greeting = ({ name }: { name: string }) => <p>Hello {name}</p>;

describe('onDemand', () => {
  it('renders nothing on the server and loads no code there', () => {
    const load = jest.fn(() => Promise.resolve({ default: Greeting }));
    const { Component } = onDemand(load);
    expect(renderToString(<Component name="Ada" />)).toBe('');
    expect(load).not.toHaveBeenCalled();
  });

  it('loads its code once, on first render, then renders it with the props', async () => {
    const load = jest.fn(() => Promise.resolve({ default: Greeting }));
    const { Component } = onDemand(load);
    render(<Component name="Ada" />);
    expect(screen.queryByText('Hello Ada')).toBeNull();
    expect(await screen.findByText('Hello Ada')).toBeInTheDocument();
    render(<Component name="Grace" />); // already loaded: shown at once
    expect(screen.getByText('Hello Grace')).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('a failed preload is ignored and the next render loads again', async () => {
    const load = jest.fn<Promise<{ default: typeof Greeting }>, []>().mockRejectedValueOnce(new Error('offline')).mockResolvedValue({ default: Greeting });
    const { Component, preload } = onDemand(load);
    await act(async () => preload());
    render(<Component name="Ada" />);
    expect(await screen.findByText('Hello Ada')).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(2);
  });
});
