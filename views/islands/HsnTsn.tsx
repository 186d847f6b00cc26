/**
 * The HsnTsn island (de-DE): hydrated on view when an HSN is stored (it
 * refills it, and the TSN only with it), else on the first interaction.
 */
import { useContext, useEffect, useRef, useState, type FormEvent } from 'react';
import { IslandIdContext, type Hydration } from '../hydration';
import { earlyInput } from './vehicle/early-input';
import { HSN, HSN_KEY, TSN, TSN_KEY, store, stored } from './vehicle/lookup';
import { useVehicleLookup } from './vehicle/use-lookup';
import { ChoiceList, ChoiceModal } from './vehicle/VehicleChoices';
import { lookupExtra, type LookupExtra, type ServerLookup } from './vehicle/lookup-props';

/**
 * Vehicle by HSN/TSN (de-DE, spec sections 2, 4, 5, 8). Without JS: a plain GET form the home
 * loader answers (?hsn=&tsn=). Hydrated: a valid HSN (4 alphanumerics) clears the TSN and moves focus
 * to it; a valid TSN (3) looks the vehicle up: none -> error state, one -> its model page, several ->
 * a modal to choose from. The submit stays disabled until a lookup matched. Values are stored.
 */
export interface HsnTsnProps {
  action: string;
  entered: { hsn?: string; tsn?: string };
  lookup: ServerLookup;
  /** heading, hsn, tsn, submit, help, unknown, invalid, several (home texts). */
  labels: Record<string, string>;
}

export default function HsnTsn({ action, entered, lookup, labels, templates, texts = {} }: HsnTsnProps & Partial<LookupExtra>) {
  const id = useContext(IslandIdContext);
  const [enhanced, setEnhanced] = useState(false);
  const [hsn, setHsn] = useState(entered.hsn ?? '');
  const [tsn, setTsn] = useState(entered.tsn ?? '');
  const { status, setStatus, choices, modal, setModal, run: runLookup, reset } = useVehicleLookup(lookup, templates, 'hsn-tsn');
  const [help, setHelp] = useState(false);
  const tsnInput = useRef<HTMLInputElement>(null);
  const form = useRef<HTMLFormElement>(null);

  const run = (h: string, t: string, take: boolean) => runLookup(`/api/vehicle/hsntsn/${encodeURIComponent(h + t)}`, take);

  useEffect(() => {
    setEnhanced(true);
    // Typed before hydration wins over the server's and the stored values; a complete pair is looked up.
    const early = earlyInput(form.current, { hsn, tsn });
    if (early.hsn !== undefined || early.tsn !== undefined) {
      const h = (early.hsn ?? hsn).toUpperCase();
      const t = (early.tsn ?? tsn).toUpperCase();
      setHsn(h);
      setTsn(t);
      if (HSN.test(h) && TSN.test(t)) void run(h, t, false);
      return;
    }
    if (entered.hsn || entered.tsn) return;
    const h = stored(HSN_KEY);
    const t = stored(TSN_KEY);
    if (HSN.test(h)) setHsn(h);
    if (HSN.test(h) && TSN.test(t)) {
      setTsn(t);
      void run(h, t, false);
    }
  }, []);

  const changeHsn = (raw: string) => {
    const value = raw.toUpperCase();
    reset();
    setHsn(value);
    if (!HSN.test(value)) return;
    setTsn('');
    store(HSN_KEY, value);
    tsnInput.current?.focus();
  };

  const changeTsn = (raw: string) => {
    const value = raw.toUpperCase();
    reset();
    setTsn(value);
    if (!TSN.test(value)) return;
    store(TSN_KEY, value);
    if (HSN.test(hsn)) void run(hsn, value, true);
    else setStatus('invalid');
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    if (!enhanced || status === 'failed') return;
    event.preventDefault();
    if (status !== 'matched') return;
    if (choices.length === 1) window.location.assign(choices[0]!.href);
    else if (choices.length > 1) setModal(true);
  };

  const invalid = status === 'invalid' || status === 'unknown';
  return (
    <form ref={form} className="hsn-tsn-form" method="get" action={action} onSubmit={submit} aria-busy={status === 'loading' || undefined}>
      <h3>{labels.heading}</h3>
      <div className="field-row">
        <label>
          {labels.hsn}
          <input name="hsn" required minLength={4} maxLength={4} pattern="[A-Za-z0-9]{4}" autoComplete="off" value={hsn} onChange={(e) => changeHsn(e.target.value)} aria-describedby="hsn-help" aria-invalid={invalid || undefined} />
        </label>
        {enhanced ? (
          <button type="button" className="help-toggle" aria-label={texts.hsnHelpButton ?? '?'} aria-expanded={help} aria-controls="hsn-help" onClick={() => setHelp(!help)} onKeyDown={(e) => e.key === 'Escape' && setHelp(false)}>?</button>
        ) : null}
        <label>
          {labels.tsn}
          <input ref={tsnInput} name="tsn" required minLength={3} maxLength={3} pattern="[A-Za-z0-9]{3}" autoComplete="off" value={tsn} onChange={(e) => changeTsn(e.target.value)} aria-invalid={invalid || undefined} />
        </label>
        <button type="submit" disabled={enhanced && status !== 'matched' && status !== 'failed'}>{labels.submit}</button>
      </div>
      <small id="hsn-help" className={enhanced ? 'field-help help-tooltip' : 'field-help'} role={enhanced ? 'tooltip' : undefined} hidden={enhanced && !help}>{labels.help}</small>
      {status === 'unknown' ? <p className="form-error" role="alert">{labels.unknown}</p> : null}
      {status === 'invalid' ? <p className="form-error" role="alert">{labels.invalid}</p> : null}
      {status === 'loading' ? <p className="muted" role="status">{texts.loading}</p> : null}
      {choices.length > 1 && !modal ? (
        <div className="lookup-matches" role="status">
          <p>{labels.several}</p>
          <ChoiceList choices={choices} />
        </div>
      ) : null}
      {modal ? <ChoiceModal id={`${id}-choices`} title={texts.chooseVehicle ?? labels.several ?? ''} closeLabel={texts.close ?? '×'} choices={choices} onClose={() => setModal(false)} /> : null}
    </form>
  );
}

export const hydration: Hydration<LookupExtra> = { name: 'HsnTsn', when: 'remembered', remembered: [HSN_KEY], extra: lookupExtra };
