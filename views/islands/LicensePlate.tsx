/**
 * The LicensePlate island (fr-FR): hydrated on the first
 * interaction. The stored plate is only written, never refilled, so there is nothing to show on view.
 */
import { useContext, useEffect, useRef, useState, type FormEvent } from 'react';
import { IslandIdContext, type Hydration } from '../hydration';
import { earlyInput } from './vehicle/early-input';
import { normalisePlate, PLATE_INPUT_PATTERN } from '../../contract/licence-plate';
import { isPlate, PLATE_KEY, store } from './vehicle/lookup';
import { useVehicleLookup } from './vehicle/use-lookup';
import { ChoiceList, ChoiceModal } from './vehicle/VehicleChoices';
import { lookupExtra, type LookupExtra, type ServerLookup } from './vehicle/lookup-props';

/**
 * Vehicle by French licence plate (fr-FR). Without JS: a plain GET form the
 * home loader answers (?plate=). Hydrated: the value is shown in capitals and checked against the
 * two patterns on submit; a valid plate is looked up: none -> the licenseUnknown
 * text, one -> its model page, several -> a modal to choose from. The value is stored.
 */
export interface LicensePlateProps {
  action: string;
  entered: { plate?: string };
  lookup: ServerLookup;
  /** heading, label, example, submit, unknown, invalid, several (home texts). */
  labels: Record<string, string>;
}

export default function LicensePlate({ action, entered, lookup, labels, templates, texts = {} }: LicensePlateProps & Partial<LookupExtra>) {
  const id = useContext(IslandIdContext);
  const [enhanced, setEnhanced] = useState(false);
  const [plate, setPlate] = useState(entered.plate ?? '');
  const { status, setStatus, choices, modal, setModal, run, reset } = useVehicleLookup(lookup, templates, 'plate');

  const form = useRef<HTMLFormElement>(null);

  useEffect(() => {
    setEnhanced(true);
    // Typed before hydration: the server's value would come back on the next render.
    const early = earlyInput(form.current, { plate }).plate;
    if (early !== undefined) setPlate(early.toUpperCase());
  }, []);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    if (!enhanced || !templates || status === 'failed') return;
    event.preventDefault();
    const value = normalisePlate(plate);
    if (!isPlate(value)) return setStatus('invalid');
    // Kept as the shopper wrote it (with its dashes or spaces); the lookup asks in the stored form.
    store(PLATE_KEY, plate.trim());
    await run(`/api/vehicle/license/fr/${encodeURIComponent(value)}`, true);
  };

  const invalid = status === 'invalid' || status === 'unknown';
  const errorId = `${id}-error`;
  return (
    // Awake, the island checks the plate itself and says what is wrong beside the field.
    <form ref={form} className="plate-form" method="get" action={action} onSubmit={(event) => void submit(event)} noValidate={enhanced} aria-busy={status === 'loading' || undefined}>
      <h3>{labels.heading}</h3>
      <div className="field-row">
        <label>
          {labels.label}
          <input
            name="plate"
            className="plate-input"
            required
            maxLength={16}
            pattern={PLATE_INPUT_PATTERN}
            placeholder="AA-123-ZZ"
            autoComplete="off"
            value={plate}
            onChange={(event) => {
              reset();
              setPlate(event.target.value.toUpperCase());
            }}
            onBlur={(event) => {
              const value = event.target.value.trim();
              if (enhanced && value && !isPlate(value)) setStatus('invalid');
            }}
            aria-describedby={invalid ? `plate-example ${errorId}` : 'plate-example'}
            aria-invalid={invalid || undefined}
          />
        </label>
        <button type="submit">{labels.submit}</button>
      </div>
      <small id="plate-example" className="field-help">{labels.example}</small>
      {invalid ? <p id={errorId} className="form-error" role="alert">{status === 'unknown' ? labels.unknown : labels.invalid}</p> : null}
      {choices.length > 1 && !modal ? (
        <div className="lookup-matches" role="status">
          <p>{labels.several}</p>
          <ChoiceList choices={choices} />
        </div>
      ) : null}
      {modal ? <ChoiceModal id={`${id}-choices`} title={labels.several ?? ''} closeLabel={texts.close ?? '×'} choices={choices} onClose={() => setModal(false)} /> : null}
    </form>
  );
}

export const hydration: Hydration<LookupExtra> = { name: 'LicensePlate', when: 'interaction', extra: lookupExtra };
