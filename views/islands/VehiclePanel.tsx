/** The VehiclePanel island around the header's vehicle box: hydrated on interaction, the waking click held and replayed (client/runtime.ts). */
import { useContext, useEffect, useReducer, useRef, useState, type KeyboardEvent, type MouseEvent } from 'react';
import { IslandIdContext, type Hydration, type Texts } from '../hydration';
import { cataloguePath, loadCatalogue, type CatalogueEntry } from './vehicle-panel/catalogue';
import { pageVehicle, readRemembered, remember, resolvePageVehicle, type PageVehicleField, type RememberedVehicle } from './vehicle-panel/remembered';
import { initialPanelState, isEmptyVehicle, panelReducer, vehicleContext, type VehicleState } from './vehicle-panel/state';
import type { CatalogueLinks } from '../../contract/catalogue-path';

/**
 * The header's vehicle box and, once hydrated, the vehicle panel around it.
 * Server markup (and without JS): a link to the chosen vehicle's page, or to choose a vehicle.
 * Hydrated: the same link (kept, so focus stays on it) becomes the button that toggles a panel
 * (aria-expanded, Escape closes) with the vehicle, a link to its page, its catalogue (category list from /api/navigation with the vehicle context, open/closed),
 * and a link to choose another. A vehicle page's vehicle is remembered (localStorage) so the
 * dropdowns preselect it; without one, the panel offers the last remembered vehicle.
 */
export interface VehiclePanelProps {
  /** The page's vehicle (LayoutData.vehicle). */
  vehicle?: { label: string; codes?: string; href: string; field: PageVehicleField };
  /** Where to choose a vehicle without JS (and "choose another" in the panel). */
  chooseHref: string;
  locale: string;
  /** Where the vehicle's categories link: the page's base and the edition's path words. */
  links: CatalogueLinks;
  texts: Texts;
}

type Catalogue = { path: string; status: 'loading' | 'ready' | 'error'; entries: CatalogueEntry[] };

const sameContext = (a: VehicleState, b: VehicleState) => JSON.stringify(vehicleContext(a)) === JSON.stringify(vehicleContext(b));
const complete = (v: VehicleState) => Boolean(v.manufacturer && (v.series || !v.model));

/** The name with its chassis codes in their own span: a phone's header leaves them to screen readers, the engine stays. */
function withCodes(label: string, codes: string | undefined) {
  const at = codes ? label.indexOf(codes) : -1;
  if (!codes || at < 0) return label;
  return <>{label.slice(0, at)}<span className="vehicle-box-codes">{codes}</span>{label.slice(at + codes.length)}</>;
}

export default function VehiclePanel({ vehicle, chooseHref, locale, links, texts }: VehiclePanelProps) {
  const id = useContext(IslandIdContext);
  const [enhanced, setEnhanced] = useState(false);
  const [state, dispatch] = useReducer(panelReducer, vehicle ? pageVehicle(vehicle.field, vehicle.label) : {}, initialPanelState);
  const [remembered, setRemembered] = useState<RememberedVehicle | undefined>(undefined);
  const [catalogue, setCatalogue] = useState<Catalogue | undefined>(undefined);
  const root = useRef<HTMLDivElement>(null);
  const toggle = useRef<HTMLAnchorElement>(null);

  // After hydration: the page's vehicle is completed and remembered; without one, the remembered vehicle is offered.
  useEffect(() => {
    setEnhanced(true);
    const stored = readRemembered();
    if (!vehicle) {
      if (stored) {
        setRemembered(stored);
        const { label: _label, href: _href, ...rest } = stored;
        dispatch({ type: 'set', vehicle: rest });
      }
      return;
    }
    const known = pageVehicle(vehicle.field, vehicle.label);
    if (stored && sameContext(stored, known) && complete(stored)) {
      const { label: _label, href: _href, ...rest } = stored;
      dispatch({ type: 'set', vehicle: rest });
      remember({ ...rest, label: vehicle.label, href: vehicle.href });
      return;
    }
    let live = true;
    resolvePageVehicle(vehicle.field, vehicle.label)
      .then((full) => {
        if (!live) return;
        dispatch({ type: 'set', vehicle: full });
        remember({ ...full, label: vehicle.label, href: vehicle.href });
      })
      .catch((error: unknown) => {
        console.error('[vehicle-panel] vehicle', error);
        remember({ ...known, label: vehicle.label, href: vehicle.href });
      });
    return () => {
      live = false;
    };
  }, [vehicle]);

  // The catalogue loads when it opens, once per vehicle context.
  const path = cataloguePath(state.vehicle);
  useEffect(() => {
    if (!state.vehicleCatalogActive || isEmptyVehicle(state.vehicle)) return;
    if (catalogue?.path === path && catalogue.status === 'ready') return;
    let live = true;
    setCatalogue({ path, status: 'loading', entries: [] });
    loadCatalogue(state.vehicle, locale, links)
      .then((entries) => live && setCatalogue({ path, status: 'ready', entries }))
      .catch((error: unknown) => {
        console.error('[vehicle-panel] catalogue', error);
        if (live) setCatalogue({ path, status: 'error', entries: [] });
      });
    return () => {
      live = false;
    };
    // Reload only when it opens or the vehicle context changes.
  }, [state.vehicleCatalogActive, path]);

  // A pointer outside the open panel closes it.
  useEffect(() => {
    if (!state.vehicleActive) return;
    const outside = (event: PointerEvent) => {
      if (root.current && !root.current.contains(event.target as Node)) dispatch({ type: 'close' });
    };
    document.addEventListener('pointerdown', outside);
    return () => document.removeEventListener('pointerdown', outside);
  }, [state.vehicleActive]);

  const chosen = vehicle ?? (remembered?.label && remembered.href ? { label: remembered.label, href: remembered.href } : undefined);

  const panelId = `${id}-panel`;
  const catalogueId = `${id}-catalogue`;
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key !== 'Escape' || !state.vehicleActive) return;
    event.stopPropagation();
    dispatch({ type: 'close' });
    toggle.current?.focus();
  };
  const forget = () => {
    remember(undefined);
    setRemembered(undefined);
    dispatch({ type: 'reset' });
  };
  const status = catalogue?.path === path ? catalogue.status : 'loading';
  const toggleOpen = (event: MouseEvent<HTMLAnchorElement>) => {
    if (!enhanced) return;
    event.preventDefault();
    dispatch({ type: 'toggle' });
  };
  // As a button it answers Space too (Enter arrives as a click).
  const onBoxKey = (event: KeyboardEvent<HTMLAnchorElement>) => {
    if (!enhanced || event.key !== ' ') return;
    event.preventDefault();
    dispatch({ type: 'toggle' });
  };
  const boxClass = `vehicle-box${enhanced ? ' vehicle-box-toggle' : ''}${vehicle ? ' vehicle-box-chosen' : ''}`;

  return (
    <div className="vehicle-panel" ref={root} onKeyDown={onKeyDown}>
      {/* The server's link stays the element (and keeps focus) when it wakes as the panel's button. */}
      <a
        ref={toggle}
        className={boxClass}
        href={vehicle?.href ?? chooseHref}
        role={enhanced ? 'button' : undefined}
        aria-expanded={enhanced ? state.vehicleActive : undefined}
        aria-controls={enhanced ? panelId : undefined}
        onClick={toggleOpen}
        onKeyDown={onBoxKey}
      >
        <span className="vehicle-box-label">{vehicle ? texts.boxChosen : texts.boxChoose}</span>
        {vehicle ? <span className="vehicle-box-name">{withCodes(vehicle.label, vehicle.codes)}</span> : null}
      </a>
      {enhanced ? (
      <div id={panelId} className="vehicle-panel-body" role="region" aria-label={texts.title} hidden={!state.vehicleActive}>
        {chosen && !isEmptyVehicle(state.vehicle) ? (
          <>
            <p className="vehicle-panel-heading">{vehicle ? texts.title : texts.lastChosen}</p>
            <p className="vehicle-panel-name">{chosen.label}</p>
            <a className="vehicle-panel-link" href={chosen.href}>{texts.toVehicle}</a>
            <button
              type="button"
              className="vehicle-panel-catalogue-toggle"
              aria-expanded={state.vehicleCatalogActive}
              aria-controls={catalogueId}
              onClick={() => dispatch(state.vehicleCatalogActive ? { type: 'closeCatalog' } : { type: 'setCatalogActive', active: true })}
            >
              {texts.catalogue}
            </button>
            <div id={catalogueId} className="vehicle-catalogue" hidden={!state.vehicleCatalogActive} aria-busy={state.vehicleCatalogActive && status === 'loading'}>
              {!state.vehicleCatalogActive ? null : status === 'loading' ? (
                <p className="vehicle-catalogue-status">{texts.loading}</p>
              ) : status === 'error' ? (
                <p className="vehicle-catalogue-status" role="alert">{texts.catalogueError}</p>
              ) : (
                <ul className="vehicle-catalogue-list">
                  {catalogue!.entries.map((entry) => (
                    <li key={entry.href}>
                      <a className="vehicle-catalogue-top" href={entry.href}>{entry.label}</a>
                      {entry.children.length > 0 ? (
                        <ul>
                          {entry.children.map((child) => (
                            <li key={child.href}><a href={child.href}>{child.label}</a></li>
                          ))}
                        </ul>
                      ) : null}
                    </li>
                  ))}
                </ul>
              )}
            </div>
            {!vehicle ? <button type="button" className="vehicle-panel-forget" onClick={forget}>{texts.forget}</button> : null}
          </>
        ) : (
          <p className="vehicle-panel-none">{texts.none}</p>
        )}
        <a className="vehicle-panel-choose" href={chooseHref}>{chosen && !isEmptyVehicle(state.vehicle) ? texts.change : texts.choose}</a>
      </div>
      ) : null}
    </div>
  );
}

export const hydration: Hydration<{ locale: string; links: CatalogueLinks; texts: Texts }> = {
  name: 'VehiclePanel',
  when: 'interaction',
  extra: (shop, { texts, catalogueLinks }) => ({
    locale: shop?.locale ?? 'de-DE',
    links: catalogueLinks,
    texts: {
      ...texts('vehiclePanel'),
      boxChosen: shop ? shop.t('layout.header.vehicleChosen') : '',
      boxChoose: shop ? shop.t('layout.header.vehicleChoose') : '',
    },
  }),
};
