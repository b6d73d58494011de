import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import type { PageDeclaration as RemoteRoute } from 'shared-ui';

// One lazy component per route loader, kept outside React state: a page that suspends inside a navigation
// transition is rendered again and again before it first commits, and a lazy component created during render
// would start a new import (a new request) every time.
const lazyPages = new Map<RemoteRoute['load'], LazyExoticComponent<ComponentType>>();

export function lazyPage(load: RemoteRoute['load']): LazyExoticComponent<ComponentType> {
  let page = lazyPages.get(load);
  if (!page) {
    page = lazy(load);
    lazyPages.set(load, page);
  }
  return page;
}

/** React keeps a failed lazy load forever; forgetting it lets the next render import again. */
export function forgetLazyPage(load: RemoteRoute['load']): void {
  lazyPages.delete(load);
}
