/**
 * behaviour(View, { name }) is the plain-DOM sibling of island(): the server renders the view's
 * markup inside <spareo-behaviour data-name> with its props as inert JSON, and the runtime runs
 * client/behaviours/<name>.ts on that markup at start. No React in the browser, no hydration: for
 * the page furniture every page carries (loading bar, connection status, experiment, cart count),
 * so pages whose islands all wait for visibility or interaction execute no React before it.
 */
import { useContext, type ComponentType } from 'react';
import { serializeForScript } from '../serialize';
import { ShopContext, type ShopContextValue } from '../context';
import { IslandCollectorContext } from './collector';

export interface BehaviourOptions<Extra> {
  name: string;
  /** Server-known props added to the caller's (texts, edition facts); serialized with them. */
  extra?: (shop: ShopContextValue | null) => Extra;
}

export function behaviour<Props extends object, Extra extends object = Record<never, never>>(
  View: ComponentType<Props & Extra>,
  { name, extra }: BehaviourOptions<Extra>,
): ComponentType<Omit<Props, keyof Extra>> {
  function Behaviour(props: Omit<Props, keyof Extra>) {
    const collector = useContext(IslandCollectorContext);
    const shop = useContext(ShopContext);
    collector?.behaviours.add(name);
    const allProps = { ...props, ...(extra ? extra(shop) : {}) } as Props & Extra;
    return (
      <spareo-behaviour data-name={name}>
        <script type="application/json" dangerouslySetInnerHTML={{ __html: serializeForScript(allProps) }} />
        <View {...allProps} />
      </spareo-behaviour>
    );
  }
  Behaviour.displayName = `Behaviour(${name})`;
  return Behaviour;
}
