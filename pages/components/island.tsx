import { createContext, createElement, useContext, type ComponentType } from "react";
import {
  ISLAND_HYDRATE_ATTR,
  ISLAND_NAME_ATTR,
  ISLAND_PROPS_ATTR,
  ISLAND_TAG,
  type HydrateStrategy,
} from "../../islands/markers";

/** Collects the islands one page render used, so the shell ships scripts only when needed. */
export type IslandUsage = Map<string, HydrateStrategy>;
export const IslandUsageContext = createContext<IslandUsage | null>(null);

interface IslandProps<P> {
  /** The island's file name in islands/, without extension. */
  name: string;
  component: ComponentType<P>;
  props: P;
  hydrate?: HydrateStrategy;
}

/**
 * Server-renders an island inside a wrapper that carries its name and JSON props; the client
 * reviver (islands/client.ts) hydrates the wrapper's children with the same component and props.
 */
export function Island<P extends object>({ name, component, props, hydrate = "load" }: IslandProps<P>) {
  const usage = useContext(IslandUsageContext);
  const earlier = usage?.get(name);
  // If one page uses an island twice, the most eager strategy decides its preloading.
  if (usage && (earlier === undefined || earlier !== "load")) usage.set(name, hydrate);
  return createElement(
    ISLAND_TAG,
    {
      [ISLAND_NAME_ATTR]: name,
      [ISLAND_PROPS_ATTR]: JSON.stringify(props),
      [ISLAND_HYDRATE_ATTR]: hydrate,
    },
    createElement(component as ComponentType<object>, props),
  );
}
