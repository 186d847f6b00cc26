/**
 * Navigation with up to three levels plus the manufacturer list. Without JS: nested lists of links
 * inside <details>. The islands engineer adds the overlay behaviour (one top and one sub level open).
 */
export interface NavigationNode {
  label: string;
  href: string;
  children?: NavigationNode[];
}

export interface NavigationOverlayProps {
  items: NavigationNode[];
  manufacturers: NavigationNode[];
  labels: { menu: string; manufacturers: string };
}

export function NavigationOverlayView({ items, manufacturers, labels }: NavigationOverlayProps) {
  const list = (nodes: NavigationNode[]) => (
    <ul>
      {nodes.map((node) => (
        <li key={node.href}>
          <a href={node.href}>{node.label}</a>
          {node.children?.length ? list(node.children) : null}
        </li>
      ))}
    </ul>
  );
  return (
    <details className="navigation">
      <summary>{labels.menu}</summary>
      <nav aria-label={labels.menu}>
        {list(items)}
        <h2>{labels.manufacturers}</h2>
        {list(manufacturers)}
      </nav>
    </details>
  );
}
