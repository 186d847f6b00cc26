/** The navigation overlay's shapes: the server renders them, the island and its loaders read them. */
export interface NavigationNode {
  label: string;
  href: string;
  children?: NavigationNode[];
}

export interface NavigationOverlayProps {
  /** Top level with its second level (server: from NavigationItemsContext; client: read from the markup). */
  items?: NavigationNode[];
  labels: { menu: string; manufacturers: string };
  /** The page's vehicle, so loaded links point at its pages like the server's do. */
  vehicleField?: { name: string; value: string };
}
