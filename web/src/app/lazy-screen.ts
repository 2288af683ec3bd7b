import { type ComponentType, type LazyExoticComponent, lazy } from 'react';

/** A lazy screen that can also be fetched ahead of its first render (see preloadScreen in router.tsx). */
export type Screen = LazyExoticComponent<ComponentType> & { preload: () => Promise<unknown> };

/** Every screen is its own chunk, so the first page downloads only what it shows. */
export function lazyScreen(load: () => Promise<{ default: ComponentType }>): Screen {
  return Object.assign(lazy(load), { preload: load });
}
