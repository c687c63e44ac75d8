import { useEffect, useState } from 'react';

/**
 * A module loaded when first needed, kept out of a page's first load. `load`
 * starts it (a page can call it ahead of time; tests await it so the first
 * render has it, as after a warm load); `useModule` renders with it once here
 * and answers undefined until then (and after a failed load, which the next
 * mount or `load` tries again).
 */
export function onDemand<Module>(importer: () => Promise<Module>) {
  let loaded: Module | undefined;
  let loading: Promise<Module> | undefined;

  const load = (): Promise<Module> => {
    // A failed fetch (a dropped connection) is not kept: the next use tries again.
    loading ??= importer().then(
      (module) => (loaded = module),
      (error: unknown) => {
        loading = undefined;
        throw error;
      },
    );
    return loading;
  };

  function useModule(): Module | undefined {
    const [module, setModule] = useState(loaded);
    useEffect(() => {
      if (module) return;
      let live = true;
      load().then(
        (m) => live && setModule(m),
        (error: unknown) => console.error('A part of the page could not be loaded:', error),
      );
      return () => {
        live = false;
      };
    }, [module]);
    return module;
  }

  return { load, useModule };
}
