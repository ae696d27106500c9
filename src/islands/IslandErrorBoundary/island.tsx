import type { ComponentType, ReactNode } from 'react';
import { IslandErrorBoundary } from './IslandErrorBoundary';

/**
 * An island as Astro mounts it: the component inside the error boundary, so a rendering error in
 * any island shows the spec's message in the layout's error box and the rest of the page stays.
 * Every island's default export is `island(Name)`; no island wraps itself.
 */
export function island<Props extends object>(Component: ComponentType<Props>): (props: Props) => ReactNode {
  function Island(props: Props): ReactNode {
    return (
      <IslandErrorBoundary>
        <Component {...props} />
      </IslandErrorBoundary>
    );
  }
  Island.displayName = `Island(${Component.displayName ?? Component.name})`;
  return Island;
}
