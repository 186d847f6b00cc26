/** Header and footer data for every page. Each part falls back on its own (spec section 8). */
import { DEFAULT_LAYOUT, type LayoutData } from '../../../views/layout/types';
import type { PageContext } from './types';

export async function loadLayoutData(_context: PageContext): Promise<LayoutData> {
  return DEFAULT_LAYOUT;
}
