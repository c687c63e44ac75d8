import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { onDemand } from './on-demand.ts';

const module = { Greeting: () => <p>Loaded greeting</p> };

function setUp() {
  let resolve: (value: typeof module) => void = () => {};
  const importer = vi.fn(() => new Promise<typeof module>((r) => (resolve = r)));
  const greeting = onDemand(importer);
  function Panel() {
    const loaded = greeting.useModule();
    return loaded ? <loaded.Greeting /> : <p>Still loading</p>;
  }
  return { importer, greeting, Panel, arrive: () => resolve(module) };
}

describe('a module loaded on demand', () => {
  it('renders without it until it arrives, then with it, importing it once', async () => {
    const { importer, greeting, Panel, arrive } = setUp();
    render(<Panel />);
    expect(screen.getByText('Still loading')).toBeInTheDocument();
    void greeting.load();
    arrive();
    expect(await screen.findByText('Loaded greeting')).toBeInTheDocument();
    expect(importer).toHaveBeenCalledTimes(1);
  });

  it('renders with it at once when it was loaded ahead of time', async () => {
    const { greeting, Panel, arrive } = setUp();
    const loading = greeting.load();
    arrive();
    await loading;
    render(<Panel />);
    expect(screen.getByText('Loaded greeting')).toBeInTheDocument();
  });

  it('tries again after a failed load instead of keeping the failure', async () => {
    const importer = vi.fn<() => Promise<typeof module>>().mockRejectedValueOnce(new Error('offline')).mockResolvedValue(module);
    const greeting = onDemand(importer);
    await expect(greeting.load()).rejects.toThrow('offline');
    await expect(greeting.load()).resolves.toBe(module);
    expect(importer).toHaveBeenCalledTimes(2);
  });
});
