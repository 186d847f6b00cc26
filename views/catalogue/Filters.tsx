import { useShop } from '../context';
import type { FilterGroupData, HiddenField } from './types';

/**
 * Filters as a GET form (checkboxes; radios for the single-value delivery country) and, for
 * each value, a toggle link, so one tap filters even without JavaScript.
 */
export function Filters({ groups, hidden, action, resetHref }: { groups: FilterGroupData[]; hidden: HiddenField[]; action: string; resetHref?: string }) {
  const { t } = useShop();
  if (groups.length === 0) return null;
  const active = groups.reduce((sum, group) => sum + group.values.filter((value) => value.isActive).length, 0);
  // Folded behind one control on a phone, so the articles start in the first screen; a native
  // disclosure, so it opens without JavaScript. From the two-column layout on it stays open (CSS).
  return (
    <details className="phone-fold filters-fold">
      <summary>{active > 0 ? `${t('catalogue.filters')} (${active})` : t('catalogue.filters')}</summary>
      <FilterForm groups={groups} hidden={hidden} action={action} resetHref={resetHref} />
    </details>
  );
}

function FilterForm({ groups, hidden, action, resetHref }: { groups: FilterGroupData[]; hidden: HiddenField[]; action: string; resetHref?: string }) {
  const { t, locale } = useShop();
  return (
    <form className="filters" method="get" action={action}>
      <h2>{t('catalogue.filters')}</h2>
      {hidden.map((field, index) => <input key={`${field.name}-${index}`} type="hidden" name={field.name} value={field.value} />)}
      {groups.map((group) => (
        <fieldset key={group.key}>
          <legend>{group.label}</legend>
          <ul>
            {group.values.map((value) => {
              // A value no article has under the other chosen filters is shown, not offered: choosing it would empty the listing.
              const empty = value.count === 0 && !value.isActive;
              const id = `f-${group.key}-${value.value.replace(/[^\w-]/g, '_')}`;
              return (
                <li key={value.value} className={empty ? 'empty' : undefined}>
                  <input id={id} type={group.single ? 'radio' : 'checkbox'} name={`f_${group.key}`} value={value.value} defaultChecked={value.isActive} disabled={empty} />
                  <label htmlFor={id}>
                    {empty ? <span>{value.label}</span> : <a href={value.href} className={value.isActive ? 'active' : undefined} rel="nofollow">{value.label}</a>}
                    {value.count === undefined ? null : <span className="count">{`(${value.count.toLocaleString(locale)})`}</span>}
                  </label>
                </li>
              );
            })}
          </ul>
        </fieldset>
      ))}
      <button type="submit">{t('catalogue.apply')}</button>
      {resetHref ? <a className="reset" href={resetHref} rel="nofollow">{t('catalogue.resetFilters')}</a> : null}
    </form>
  );
}
