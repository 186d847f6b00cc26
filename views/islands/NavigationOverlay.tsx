/** The NavigationOverlay island: hydrated on interaction; the page renders it through views/layout/NavigationMenu.tsx. */
import type { CatalogueLinks } from '../../contract/catalogue-path';
import { useContext, useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { checkHeaders } from '../../client/check-headers';
import { IslandIdContext, type Hydration, type Texts } from '../hydration';
import { categoryKey, loadNavigation, type LoadedNavigation } from './navigation/load';
import { NavigationItemsContext, readItemsFromMarkup } from './navigation/markup';
import type { NavigationNode, NavigationOverlayProps } from './navigation/types';

/**
 * Navigation overlay. The server renders only the top and the second category
 * level (each links its category page, which lists its subcategories) and a link to the
 * all-vehicles page: that is the whole no-JS path, and it keeps every page light. Hydrated on first
 * interaction it becomes an overlay: one top level and one sub level open at a time, selecting the
 * open one closes it, Escape or a click outside closes the overlay. On first opening it loads the
 * third level and the manufacturer list (views/islands/navigation/load.ts).
 */
/** Added on the server by `hydration.extra`. */
export interface NavigationOverlayExtra {
  locale: string;
  allVehiclesHref: string;
  /** Manufacturer page path with placeholders __SLUG__ and __ID__. */
  manufacturerPath: string;
  /** Where loaded categories link: the page's base and the edition's path words. */
  links: CatalogueLinks;
  texts: Texts;
}

const MANUFACTURERS = 'manufacturers';

type LoadState = { kind: 'idle' | 'loading' | 'failed' } | { kind: 'done'; data: LoadedNavigation };

export default function NavigationOverlay(props: NavigationOverlayProps & Partial<NavigationOverlayExtra>) {
  const fromServer = useContext(NavigationItemsContext);
  const { labels, allVehiclesHref = '', texts = {} } = props;
  const items = props.items ?? fromServer;
  const id = useContext(IslandIdContext);
  const details = useRef<HTMLDetailsElement>(null);
  const summary = useRef<HTMLElement>(null);
  const [enhanced, setEnhanced] = useState(false);
  const [open, setOpen] = useState(false);
  const [top, setTop] = useState<string | null>(null);
  const [sub, setSub] = useState<string | null>(null);
  const [load, setLoad] = useState<LoadState>({ kind: 'idle' });

  // The first client render equals the server markup; the overlay takes over right after.
  useEffect(() => {
    setEnhanced(true);
    setOpen(Boolean(details.current?.open));
  }, []);

  useEffect(() => {
    if (!open || load.kind !== 'idle' || !props.locale || !props.manufacturerPath || !props.links) return;
    setLoad({ kind: 'loading' });
    const { locale, links, vehicleField, manufacturerPath } = props;
    void checkHeaders()
      .then((headers) => loadNavigation({ locale, links, vehicleField, manufacturerPath, headers }))
      .then((data) => setLoad({ kind: 'done', data }))
      .catch((error: unknown) => {
        console.warn('[navigation] third level and manufacturers not loaded', error);
        setLoad({ kind: 'failed' });
      });
  }, [open, load.kind, props]);

  const close = (returnFocus: boolean) => {
    setOpen(false);
    setTop(null);
    setSub(null);
    if (returnFocus) summary.current?.focus();
  };

  // The summary opens and closes the details natively; the state follows its toggle event.
  useEffect(() => {
    const element = details.current;
    if (!enhanced || !element) return;
    const onToggle = () => {
      setOpen(element.open);
      if (!element.open) {
        setTop(null);
        setSub(null);
      }
    };
    element.addEventListener('toggle', onToggle);
    return () => element.removeEventListener('toggle', onToggle);
  }, [enhanced]);

  // A click outside closes the overlay.
  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: PointerEvent) => {
      if (details.current && !details.current.contains(event.target as Node)) close(false);
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [open]);

  const summaryElement = <summary ref={summary}>{labels.menu}</summary>;
  if (!enhanced) {
    return (
      <details ref={details} className="navigation">
        {summaryElement}
        <nav aria-label={labels.menu}>
          <ul>
            {items.map((node) => (
              <li key={node.href}>
                <a href={node.href}>{node.label}</a>
                {node.children?.length ? (
                  <ul>{node.children.map((child) => <li key={child.href}><a href={child.href}>{child.label}</a></li>)}</ul>
                ) : null}
              </li>
            ))}
          </ul>
          <h2>{labels.manufacturers}</h2>
          <p><a href={allVehiclesHref}>{texts.allManufacturers}</a></p>
        </nav>
      </details>
    );
  }

  const overview = (node: NavigationNode) => (
    <a className="nav-overview" href={node.href}>{(texts.overview ?? '%name%').replace('%name%', node.label)}</a>
  );
  const pending = load.kind === 'loading' || load.kind === 'idle' ? <p className="nav-loading" role="status">{texts.loading}</p> : null;
  /** Selecting the open entry closes it; opening a top level closes any open sub level. */
  const toggle = (key: string, level: 'top' | 'sub', label: string) => {
    const current = level === 'top' ? top : sub;
    return (
      <button
        type="button"
        className="nav-toggle"
        aria-expanded={current === key}
        aria-controls={current === key ? `${id}-${key}` : undefined}
        onClick={() => {
          if (level === 'top') {
            setTop(current === key ? null : key);
            setSub(null);
          } else setSub(current === key ? null : key);
        }}
      >
        {label}
      </button>
    );
  };

  const subLevel = (node: NavigationNode) => {
    const key = `s${categoryKey(node.href)}`;
    const leaves = load.kind === 'done' ? load.data.leaves[categoryKey(node.href)] ?? [] : [];
    return (
      <li key={node.href} className={sub === key ? 'nav-open' : undefined}>
        {toggle(key, 'sub', node.label)}
        {sub === key ? (
          <div id={`${id}-${key}`} className="nav-panel">
            {overview(node)}
            {pending}
            {leaves.length ? <ul className="nav-leaves">{leaves.map((leaf) => <li key={leaf.href}><a href={leaf.href}>{leaf.label}</a></li>)}</ul> : null}
          </div>
        ) : null}
      </li>
    );
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDetailsElement>) => {
    if (event.key !== 'Escape' || !open) return;
    event.preventDefault();
    event.stopPropagation();
    close(true);
  };

  const manufacturers = load.kind === 'done' ? load.data.manufacturers : [];
  return (
    <details
      ref={details}
      className="navigation navigation-enhanced"
      open={open}
      onKeyDown={onKeyDown}
    >
      {summaryElement}
      <nav aria-label={labels.menu} className="nav-overlay">
        <ul className="nav-top">
          {items.map((node) => {
            const key = `t${categoryKey(node.href)}`;
            return (
              <li key={node.href} className={top === key ? 'nav-open' : undefined}>
                {toggle(key, 'top', node.label)}
                {top === key ? (
                  <div id={`${id}-${key}`} className="nav-panel">
                    {overview(node)}
                    {node.children?.length ? <ul className="nav-sub">{node.children.map(subLevel)}</ul> : null}
                  </div>
                ) : null}
              </li>
            );
          })}
          <li className={top === MANUFACTURERS ? 'nav-open nav-manufacturers' : 'nav-manufacturers'}>
            {toggle(MANUFACTURERS, 'top', labels.manufacturers)}
            {top === MANUFACTURERS ? (
              <div id={`${id}-${MANUFACTURERS}`} className="nav-panel">
                <a className="nav-overview" href={allVehiclesHref}>{texts.allManufacturers}</a>
                {pending}
                {manufacturers.length ? (
                  <ul className="nav-leaves nav-manufacturer-list">{manufacturers.map((m) => <li key={m.href}><a href={m.href}>{m.label}</a></li>)}</ul>
                ) : null}
              </div>
            ) : null}
          </li>
        </ul>
      </nav>
    </details>
  );
}

export const hydration: Hydration<NavigationOverlayExtra> = {
  name: 'NavigationOverlay',
  when: 'interaction',
  extra: (shop, { texts, catalogueLinks }) => ({
    locale: shop?.locale ?? 'de-DE',
    allVehiclesHref: shop ? shop.link('AllVehicles', {}) : '',
    manufacturerPath: shop ? shop.link('Manufacturer', { manufacturerSlug: '__SLUG__', manufacturerId: '__ID__' as unknown as number }) : '',
    links: catalogueLinks,
    texts: texts('navigation'),
  }),
};

/** In the browser the two category levels come back from the server markup, not from the JSON props. */
export function propsFromMarkup(marker: HTMLElement): Pick<NavigationOverlayProps, 'items'> {
  return { items: readItemsFromMarkup(marker) };
}
