import { DEFAULT_ECONOMISTS, servicePath, type Economist } from '@damages/contracts';
import { useEffect, useState } from 'react';
import { requestJson } from './api-client.ts';

let cached: Promise<Economist[]> | undefined;

/** The firm's economists from the server's settings, or the neutral defaults if it cannot be read. */
function loadEconomists(): Promise<Economist[]> {
  cached ??= requestJson<Economist[]>(servicePath('economists')).catch(() => DEFAULT_ECONOMISTS);
  return cached;
}

export function useEconomists(): Economist[] {
  const [economists, setEconomists] = useState<Economist[]>(DEFAULT_ECONOMISTS);
  useEffect(() => {
    let live = true;
    void loadEconomists().then((list) => live && setEconomists(list));
    return () => {
      live = false;
    };
  }, []);
  return economists;
}
