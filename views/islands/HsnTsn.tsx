/**
 * The HsnTsn island (de-DE): hydrated on view when an HSN is stored (it
 * refills it, and the TSN only with it), else on the first interaction.
 */
import { useContext, useEffect, useRef, useState, type FormEvent } from 'react';
import { IslandIdContext, type Hydration } from '../hydration';
import { HSN, HSN_KEY, TSN, TSN_KEY, forget, store, stored, type VehicleChoice } from './vehicle/lookup';
import { useVehicleLookup } from './vehicle/use-lookup';
import { ChoiceList, ChoiceModal } from './vehicle/VehicleChoices';
import { lookupExtra, type LookupExtra, type ServerLookup } from './vehicle/lookup-props';

/** A character no HSN or TSN has: marked at once. */
const BAD_CHARACTER = /[^A-Za-z0-9]/;

/**
 * Vehicle by HSN/TSN (de-DE). Without JS: a plain GET form the home
 * loader answers (?hsn=&tsn=). Hydrated: a valid HSN (4 alphanumerics) clears the TSN and moves focus
 * to it; a valid TSN (3) looks the vehicle up: none -> error state, one -> its model page, several ->
 * a modal to choose from. The submit stays disabled until a lookup matched. The HSN is stored as
 * typed, the TSN only once the pair matched: a pair the lookup did not know is not brought back,
 * red and with a disabled button, on every later visit (one stored before is forgotten quietly).
 * A malformed key (a character that cannot be in it, or too short when the shopper moves on) or an
 * unknown pair marks the field invalid, described by the message.
 */
export interface HsnTsnProps {
  action: string;
  entered: { hsn?: string; tsn?: string };
  lookup: ServerLookup;
  /** heading, hsn, tsn, submit, help, unknown, invalid, several, severalNamed, generationNamed (home texts). */
  labels: Record<string, string>;
}

export default function HsnTsn({ action, entered, lookup, labels, templates, texts = {} }: HsnTsnProps & Partial<LookupExtra>) {
  const id = useContext(IslandIdContext);
  const [enhanced, setEnhanced] = useState(false);
  const [hsn, setHsn] = useState(entered.hsn ?? '');
  const [tsn, setTsn] = useState(entered.tsn ?? '');
  const { status, setStatus, choices, registered, generation, modal, setModal, run: runLookup, reset } = useVehicleLookup(lookup, templates, 'hsn-tsn');
  const [help, setHelp] = useState(false);
  const [malformed, setMalformed] = useState<{ hsn?: boolean; tsn?: boolean }>({});
  // The HSN as last typed: a TSN given right after it (input from before waking) sees it before a re-render.
  const latestHsn = useRef(hsn);
  const tsnInput = useRef<HTMLInputElement>(null);
  const form = useRef<HTMLFormElement>(null);

  const run = (h: string, t: string, take: boolean, answered?: (found: VehicleChoice[]) => void) =>
    runLookup(`/api/vehicle/hsntsn/${encodeURIComponent(h + t)}`, take, answered);

  useEffect(() => {
    setEnhanced(true);
    // Typed before hydration arrives after this through the fields' own handlers (client/early-input.ts) and wins.
    if (entered.hsn || entered.tsn) return;
    const h = stored(HSN_KEY);
    const t = stored(TSN_KEY);
    if (HSN.test(h)) {
      setHsn(h);
      latestHsn.current = h;
    }
    if (HSN.test(h) && TSN.test(t)) {
      setTsn(t);
      void run(h, t, false, (found) => {
        if (found.length > 0) return;
        // Remembered before only matched pairs were: the shopper sees the HSN alone, no error.
        forget(TSN_KEY);
        setTsn('');
        reset();
      });
    }
  }, []);

  const changeHsn = (raw: string) => {
    const value = raw.toUpperCase();
    reset();
    setHsn(value);
    latestHsn.current = value;
    setMalformed((current) => ({ ...current, hsn: BAD_CHARACTER.test(value) }));
    if (!HSN.test(value)) return;
    setTsn('');
    setMalformed({});
    store(HSN_KEY, value);
    tsnInput.current?.focus();
  };

  const changeTsn = (raw: string) => {
    const value = raw.toUpperCase();
    reset();
    setTsn(value);
    setMalformed((current) => ({ ...current, tsn: BAD_CHARACTER.test(value) }));
    if (!TSN.test(value)) return;
    forget(TSN_KEY);
    const h = latestHsn.current;
    if (HSN.test(h)) void run(h, value, true, (found) => found.length > 0 && store(TSN_KEY, value));
    else setStatus('invalid');
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    if (!enhanced || status === 'failed') return;
    event.preventDefault();
    if (status !== 'matched') return;
    if (choices.length === 1) window.location.assign(choices[0]!.href);
    else if (choices.length > 1) setModal(true);
  };

  // Moving on from an incomplete key marks it too; an empty one is not an error yet.
  const checkComplete = (field: 'hsn' | 'tsn', value: string, pattern: RegExp) =>
    setMalformed((current) => ({ ...current, [field]: value !== '' && !pattern.test(value) }));
  const pair = status === 'invalid' || status === 'unknown' || status === 'unplaced';
  const hsnInvalid = pair || Boolean(malformed.hsn);
  const tsnInvalid = pair || Boolean(malformed.tsn);
  const errorId = `${id}-error`;
  // Several types: the register's own words say why the shopper must choose.
  // A pair naming its generation only: the register names no engine, the shopper picks it.
  const several = registered && generation && labels.generationNamed
    ? labels.generationNamed.replace('%pair%', `${hsn}/${tsn}`).replace('%name%', registered).replace('%generation%', generation)
    : registered && labels.severalNamed ? labels.severalNamed.replace('%name%', registered) : labels.several;
  const message = status === 'unplaced' ? (labels.unplaced ?? '').replace('%name%', registered) : status === 'unknown' ? labels.unknown : hsnInvalid || tsnInvalid ? labels.invalid : undefined;
  return (
    <form ref={form} className="hsn-tsn-form" method="get" action={action} onSubmit={submit} noValidate={enhanced} aria-busy={status === 'loading' || undefined}>
      <h3>{labels.heading}</h3>
      <div className="field-row">
        <div className="hsn-field">
          <label>
            {labels.hsn}
            <input name="hsn" required minLength={4} maxLength={4} pattern="[A-Za-z0-9]{4}" autoComplete="off" value={hsn} onChange={(e) => changeHsn(e.target.value)} onBlur={(e) => checkComplete('hsn', e.target.value, HSN)} aria-describedby={hsnInvalid ? `hsn-help ${errorId}` : 'hsn-help'} aria-invalid={hsnInvalid || undefined} />
          </label>
          {enhanced ? (
            <button type="button" className="help-toggle" aria-label={texts.hsnHelpButton ?? '?'} aria-expanded={help} aria-controls="hsn-help" onClick={() => setHelp(!help)} onKeyDown={(e) => e.key === 'Escape' && setHelp(false)}>?</button>
          ) : null}
        </div>
        <label>
          {labels.tsn}
          <input ref={tsnInput} name="tsn" required minLength={3} maxLength={3} pattern="[A-Za-z0-9]{3}" autoComplete="off" value={tsn} onChange={(e) => changeTsn(e.target.value)} onBlur={(e) => checkComplete('tsn', e.target.value, TSN)} aria-describedby={tsnInvalid ? errorId : undefined} aria-invalid={tsnInvalid || undefined} />
        </label>
        <button type="submit" disabled={enhanced && status !== 'matched' && status !== 'failed'}>{labels.submit}</button>
      </div>
      <small id="hsn-help" className={enhanced ? 'field-help help-tooltip' : 'field-help'} role={enhanced ? 'tooltip' : undefined} hidden={enhanced && !help}>{labels.help}</small>
      {message ? <p id={errorId} className="form-error" role="alert">{message}</p> : null}
      {status === 'loading' ? <p className="muted" role="status">{texts.loading}</p> : null}
      {choices.length > 1 && !modal ? (
        <div className="lookup-matches" role="status">
          <p>{several}</p>
          <ChoiceList choices={choices} />
        </div>
      ) : null}
      {modal ? <ChoiceModal id={`${id}-choices`} title={registered ? several ?? '' : texts.chooseVehicle ?? labels.several ?? ''} closeLabel={texts.close ?? '×'} choices={choices} onClose={() => setModal(false)} /> : null}
    </form>
  );
}

export const hydration: Hydration<LookupExtra> = { name: 'HsnTsn', when: 'remembered', remembered: [HSN_KEY], extra: lookupExtra };
