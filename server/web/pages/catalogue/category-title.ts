/**
 * Spec section 3: the displayed title adds the parent's title in brackets unless the parent has
 * id 1 or the same title.
 */
export interface TitledCategory {
  title: string;
  parent?: { id: number; title: string } | null;
}

export function displayTitle(category: TitledCategory): string {
  const parent = category.parent;
  if (!parent || parent.id === 1 || parent.title === category.title) return category.title;
  return `${category.title} (${parent.title})`;
}
