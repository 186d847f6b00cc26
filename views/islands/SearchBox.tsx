/** The SearchBox island: hydrated on interaction (focus, pointer or key on it). */
import { useContext, useEffect, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import type { CatalogueLinks } from '../../contract/catalogue-path';
import { IslandIdContext, type Hydration, type Texts } from '../hydration';
import { dropEarlyList } from '../../client/early/early-answer';
import { groupHeadingKey, SUGGEST, suggestionQuery } from '../../client/search/suggestions';
import { useSuggestions } from './search/useSuggestions';

/**
 * Header search box. Without JS: a GET form to /search with the hidden vehicle
 * field. Hydrated: a WAI-ARIA combobox with suggestions.
 */
export interface SearchBoxProps {
  /** The edition's /search path. */
  action: string;
  query?: string;
  /** The chosen vehicle as one hidden field: modelId, vehicleSeriesGroupId or vehicleManufacturerId. */
  vehicleField?: { name: 'modelId' | 'vehicleSeriesGroupId' | 'vehicleManufacturerId'; value: string };
  labels: { label: string; placeholder: string; submit: string };
  texts?: Texts;
  /** Where suggested categories link: the page's base and the edition's path words. */
  links: CatalogueLinks;
}

export default function SearchBox({ action, query, vehicleField, labels, texts = {}, links }: SearchBoxProps) {
  const id = useContext(IslandIdContext);
  const [term, setTerm] = useState(query ?? '');
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const hideTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const typedEarlier = useRef(false);
  const { groups, loading } = useSuggestions(term, links, vehicleField, typedEarlier);
  const options = groups.flatMap((group) => group.options);
  const expanded = open && options.length > 0;
  const optionId = (index: number) => `${id}-option-${index}`;
  const form = useRef<HTMLFormElement>(null);
  // The list drawn before the island woke goes once the island shows its own, keeping its choice.
  useEffect(() => {
    if (!expanded) return;
    const chosen = dropEarlyList(form.current);
    if (chosen >= 0) setActive(chosen);
  }, [expanded]);

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      if (!options.length) return;
      event.preventDefault();
      setOpen(true);
      // Past the last entry (or before the first) focus returns to none (-1).
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActive((current) => {
        if (step === 1) return current + 1 >= options.length ? -1 : current + 1;
        return current === -1 ? options.length - 1 : current - 1;
      });
    } else if (event.key === 'Escape') {
      dropEarlyList(form.current);
      setOpen(false);
      setActive(-1);
    } else if (event.key === 'Enter' && expanded && active >= 0) {
      event.preventDefault();
      window.location.assign(options[active]!.href);
    }
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    const trimmed = term.trim();
    // An empty term sends nothing.
    if (!trimmed) return event.preventDefault();
    if (trimmed !== term) setTerm(trimmed);
    (event.currentTarget.elements.namedItem('q') as HTMLInputElement).value = trimmed;
  };

  let index = -1;
  return (
    <form ref={form} className="search-box" role="search" aria-label={labels.label} method="get" action={action} onSubmit={onSubmit}>
      <label className="visually-hidden" htmlFor={`${id}-q`}>{labels.label}</label>
      <input
        id={`${id}-q`}
        name="q"
        type="text"
        enterKeyHint="search"
        required
        value={term}
        placeholder={labels.placeholder}
        autoComplete="off"
        role="combobox"
        aria-autocomplete="list"
        aria-expanded={expanded}
        aria-controls={`${id}-listbox`}
        aria-activedescendant={expanded && active >= 0 ? optionId(active) : undefined}
        aria-busy={loading}
        // The call with an empty term and its shortest term, for the page's loader: it asks for the
        // first suggestions itself, before any script has come (views/render/runtime-loader.ts).
        data-suggest={suggestionQuery('', vehicleField)}
        data-suggest-from={SUGGEST.minLength}
        onChange={(event) => {
          // Typed before the island woke and given again by the runtime (not a trusted event): the
          // shopper finished those keys a while ago, so the call goes at once, not after the debounce.
          typedEarlier.current = !event.nativeEvent.isTrusted;
          setTerm(event.target.value);
          setActive(-1);
          setOpen(true);
        }}
        onFocus={() => {
          clearTimeout(hideTimer.current);
          setOpen(true);
        }}
        onBlur={() => {
          hideTimer.current = setTimeout(() => {
            dropEarlyList(form.current);
            setOpen(false);
            setActive(-1);
          }, SUGGEST.hideDelayMs);
        }}
        onKeyDown={onKeyDown}
      />
      {vehicleField ? <input type="hidden" name={vehicleField.name} value={vehicleField.value} /> : null}
      {loading ? <span className="search-spinner" role="status" aria-label={texts.loading} /> : null}
      <button type="submit">{labels.submit}</button>
      <div className="search-suggestions" id={`${id}-listbox`} role="listbox" aria-label={texts.suggestions} hidden={!expanded}>
        {groups.map((group) => (
          <div key={group.key} role="group" aria-labelledby={`${id}-group-${group.key}`}>
            <div className="search-suggestions-heading" role="none" id={`${id}-group-${group.key}`}>{texts[groupHeadingKey(group.key, vehicleField)] ?? group.key}</div>
            {group.options.map((option) => {
              index += 1;
              const mine = index;
              return (
                <a
                  key={option.key}
                  id={optionId(mine)}
                  role="option"
                  aria-selected={mine === active}
                  className={mine === active ? 'search-option search-option-active' : 'search-option'}
                  href={option.href}
                  tabIndex={-1}
                  // Keep focus in the input so the blur timer does not race the click.
                  onMouseDown={(event) => event.preventDefault()}
                >
                  {option.label}
                </a>
              );
            })}
          </div>
        ))}
      </div>
    </form>
  );
}

export const hydration: Hydration<{ texts: Texts; links: CatalogueLinks }> = {
  name: 'SearchBox',
  when: 'interaction',
  early: true,
  extra: (shop, { texts, catalogueLinks }) => ({ texts: texts('searchBox'), links: catalogueLinks }),
};
