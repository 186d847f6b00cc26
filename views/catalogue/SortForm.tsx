import { useShop } from '../context';
import type { SortData } from './types';

/** A plain GET form: works without JavaScript (the button submits). */
export function SortForm({ sort, action }: { sort: SortData; action: string }) {
  const { t } = useShop();
  return (
    <form className="sort" method="get" action={action}>
      {sort.hidden.map((field, index) => <input key={`${field.name}-${index}`} type="hidden" name={field.name} value={field.value} />)}
      <label>
        <span className="sort-label">{t('catalogue.sort')}</span>{' '}
        <select name="sort" defaultValue={sort.current}>
          {sort.options.map((option) => <option key={option.value} value={option.value}>{option.label}</option>)}
        </select>
      </label>
      <button type="submit">{t('catalogue.apply')}</button>
    </form>
  );
}
