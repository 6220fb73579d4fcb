/**
 * The code of the app's pages, fetched on demand. A page group's module is fetched once and
 * remembered here, so that a page whose code has already arrived can render at once instead of
 * suspending: a prerendered page must, for the browser to hydrate it in one pass (main.tsx).
 */
import { createElement, lazy, useState, type ComponentType } from 'react';

type Loader<M> = () => Promise<M>;

const fetched = new Map<Loader<unknown>, unknown>();

/** Fetches a page group's module (once: import() caches it) and remembers it. */
export function fetchPageCode<M>(load: Loader<M>): Promise<M> {
  return load().then((module) => {
    fetched.set(load, module);
    return module;
  });
}

/**
 * A page component from a module fetched on demand: rendered at once when the module has
 * arrived (fetchPageCode), through React.lazy otherwise. Each mounted page keeps the component
 * it started with, so the module arriving later does not remount it.
 */
export function pageFrom<M, P extends object>(load: Loader<M>, pick: (module: M) => ComponentType<P>) {
  const Lazy = lazy(() => fetchPageCode(load).then((module) => ({ default: pick(module) })));
  return function Page(props: P) {
    const [Component] = useState<ComponentType<P>>(() => {
      const module = fetched.get(load) as M | undefined;
      return module ? pick(module) : Lazy;
    });
    return createElement(Component, props);
  };
}
