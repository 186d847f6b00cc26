/**
 * island(module) turns an island file (views/islands/<Name>.tsx: a default-exported view that
 * renders usable no-JS markup, and its `hydration`) into what a page renders: the server wraps the
 * view in <spareo-island data-name data-when (data-remembered) data-id> with its props as inert
 * JSON, and the client runtime (client/runtime.ts) hydrates it when the condition is met.
 *   import * as AddToCartIsland from '../islands/AddToCart';
 *   const AddToCart = island(AddToCartIsland);
 */
import { useContext, type ComponentType } from 'react';
import { serializeForScript } from '../serialize';
import { ShopContext } from '../context';
import { IslandIdContext, type HydrateWhen, type Hydration } from '../hydration';
import { catalogueLinksOf } from '../catalogue-links';
import { IslandCollectorContext } from './collector';
import { islandTexts } from './texts';

export interface IslandFile<Props extends object, Extra extends object> {
  default: ComponentType<Props>;
  hydration: Hydration<Extra>;
}

// 'remembered' is at most as eager as 'visible' (on view, or only on interaction).
const EAGERNESS: Record<HydrateWhen, number> = { load: 0, idle: 1, visible: 2, remembered: 3, interaction: 4 };

export function island<Props extends object, Extra extends object = Record<never, never>>(
  { default: View, hydration }: IslandFile<Props, Extra>,
): ComponentType<Omit<Props, keyof Extra>> {
  const { name, when, remembered, early, extra } = hydration;
  function Island(props: Omit<Props, keyof Extra>) {
    const collector = useContext(IslandCollectorContext);
    const shop = useContext(ShopContext);
    const id = collector ? collector.next(name) : name.toLowerCase();
    if (collector) {
      const previous = collector.rendered.get(name);
      if (previous === undefined || EAGERNESS[when] < EAGERNESS[previous]) collector.rendered.set(name, when);
    }
    const helpers = { texts: (key: string) => islandTexts(shop, key), catalogueLinks: catalogueLinksOf(shop) };
    const allProps = { ...props, ...(extra ? extra(shop, helpers) : {}) } as unknown as Props;
    return (
      <spareo-island data-name={name} data-when={when} data-remembered={remembered?.join(' ')} data-early={early ? '' : undefined} data-id={id}>
        <script type="application/json" dangerouslySetInnerHTML={{ __html: serializeForScript(allProps) }} />
        <IslandIdContext.Provider value={id}>
          <View {...allProps} />
        </IslandIdContext.Provider>
      </spareo-island>
    );
  }
  Island.displayName = `Island(${name})`;
  return Island;
}
