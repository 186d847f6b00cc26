/**
 * island(View, { name, when }) turns a view that renders usable no-JS markup into an island: the
 * server wraps it in <spareo-island data-name data-when (data-remembered) data-id> with its props
 * as inert JSON, and the client runtime (client/runtime.ts) hydrates it when the condition is met.
 */
import { useContext, type ComponentType } from 'react';
import { serializeForScript } from '../serialize';
import { ShopContext, type ShopContextValue } from '../context';
import { IslandCollectorContext, IslandIdContext, type HydrateWhen } from './collector';

export interface IslandOptions<Extra> {
  name: string;
  when: HydrateWhen;
  /** With when: 'remembered': the localStorage keys whose value the island fills in when it mounts. */
  remembered?: readonly string[];
  /** Server-known props added to the caller's (texts, edition facts); serialized with them. */
  extra?: (shop: ShopContextValue | null) => Extra;
}

// 'remembered' is at most as eager as 'visible' (on view, or only on interaction).
const EAGERNESS: Record<HydrateWhen, number> = { load: 0, idle: 1, visible: 2, remembered: 3, interaction: 4 };

export function island<Props extends object, Extra extends object = Record<never, never>>(
  View: ComponentType<Props & Extra>,
  { name, when, remembered, extra }: IslandOptions<Extra>,
): ComponentType<Omit<Props, keyof Extra>> {
  function Island(props: Omit<Props, keyof Extra>) {
    const collector = useContext(IslandCollectorContext);
    const shop = useContext(ShopContext);
    const id = collector ? collector.next(name) : name.toLowerCase();
    if (collector) {
      const previous = collector.rendered.get(name);
      if (previous === undefined || EAGERNESS[when] < EAGERNESS[previous]) collector.rendered.set(name, when);
    }
    const allProps = { ...props, ...(extra ? extra(shop) : {}) } as Props & Extra;
    return (
      <spareo-island data-name={name} data-when={when} data-remembered={remembered?.join(' ')} data-id={id}>
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
