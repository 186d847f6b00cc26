import { useShop } from '../context';
import type { Crumb } from './types';

/** Visible trail; the last crumb is the current page and not a link. */
export function Breadcrumb({ crumbs }: { crumbs: Crumb[] }) {
  const { t } = useShop();
  if (crumbs.length === 0) return null;
  return (
    <nav className="crumbs" aria-label={t('a11y.breadcrumb')}>
      <ol>
        {crumbs.map((crumb, index) => (
          <li key={crumb.href}>
            {index === crumbs.length - 1 ? <span aria-current="page">{crumb.label}</span> : <a href={crumb.href}>{crumb.label}</a>}
          </li>
        ))}
      </ol>
    </nav>
  );
}
