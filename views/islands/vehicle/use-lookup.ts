/**
 * The vehicle look-up both the HSN/TSN and the licence-plate islands run: one answer at a time
 * (a newer request or an edit wins), none -> unknown, one -> its model page, several -> the modal;
 * a failed call leaves the plain form to the server.
 */
import { useRef, useState } from 'react';
import { lookup as lookupVehicles, type VehicleChoice } from './lookup';
import type { LookupExtra, ServerLookup } from './lookup-props';

export type LookupStatus = 'idle' | 'loading' | 'invalid' | 'unknown' | 'unplaced' | 'matched' | 'failed';

export function useVehicleLookup(initial: ServerLookup, templates: LookupExtra['templates'] | undefined, logName: string) {
  const [status, setStatus] = useState<LookupStatus>(initial.kind === 'invalid' || initial.kind === 'unknown' || initial.kind === 'unplaced' ? initial.kind : 'idle');
  // The register's name for a key it lists but the catalogue cannot place on one type.
  const [registered, setRegistered] = useState(initial.kind === 'unplaced' || initial.kind === 'several' ? initial.name ?? '' : '');
  const [choices, setChoices] = useState<VehicleChoice[]>(initial.kind === 'several' ? initial.vehicles : []);
  // The generation a pair naming no engine names ("Polo V, 2009–2017"): the shopper chooses the engine.
  const [generation, setGeneration] = useState(initial.kind === 'several' ? initial.generation ?? '' : '');
  const [modal, setModal] = useState(false);
  const request = useRef(0);

  /**
   * Looks `path` up; with `take`, one match navigates and several open the modal. `answered` hears
   * the vehicles found (none for an unknown key) before any navigation, so the caller can remember
   * or forget what was typed.
   */
  const run = async (path: string, take: boolean, answered?: (found: VehicleChoice[]) => void) => {
    if (!templates) return;
    const mine = ++request.current;
    setStatus('loading');
    try {
      const { choices: found, registered: name, generation: named } = await lookupVehicles(path, templates);
      if (mine !== request.current) return;
      setRegistered(name ?? '');
      setGeneration(named ?? '');
      setChoices(found);
      answered?.(found);
      // The caller may have started over on hearing the answer (reset): this answer no longer counts.
      if (mine !== request.current) return;
      if (found.length === 0) return setStatus(name ? 'unplaced' : 'unknown');
      setStatus('matched');
      if (!take) return;
      if (found.length === 1) window.location.assign(found[0]!.href);
      else setModal(true);
    } catch (error) {
      console.warn(`[${logName}] lookup failed; the form submits to the server`, error);
      if (mine === request.current) setStatus('failed');
    }
  };

  /** An edit of the input: answers still in flight no longer count, and the old result goes. */
  const reset = () => {
    request.current++;
    setChoices([]);
    setRegistered('');
    setGeneration('');
    setStatus('idle');
  };

  return { status, setStatus, choices, registered, generation, modal, setModal, run, reset };
}
