/** The vehicles a lookup matched: a list of model page links (no JS: under the form; hydrated: in the Modal). */
import { Modal } from '../../ui/Modal';
import type { VehicleChoice } from './lookup';

export function ChoiceList({ choices }: { choices: VehicleChoice[] }) {
  // The types of a generation the pair names: one list per fuel, under the fuel's word.
  const groups = [...new Set(choices.map((choice) => choice.group))];
  if (groups.some((group) => group !== undefined)) {
    return (
      <div className="vehicle-choice-groups">
        {groups.map((group) => (
          <section key={group ?? ''} className="vehicle-choice-group">
            {group ? <h3>{group}</h3> : null}
            <ChoiceItems choices={choices.filter((choice) => choice.group === group)} />
          </section>
        ))}
      </div>
    );
  }
  return <ChoiceItems choices={choices} />;
}

function ChoiceItems({ choices }: { choices: VehicleChoice[] }) {
  return (
    <ul className="vehicle-choices">
      {choices.map((choice) => (
        <li key={choice.href}>
          <a href={choice.href}>{choice.label}</a> <span className="muted">{choice.facts}</span>
        </li>
      ))}
    </ul>
  );
}

export function ChoiceModal({ id, title, closeLabel, choices, onClose }: { id: string; title: string; closeLabel: string; choices: VehicleChoice[]; onClose: () => void }) {
  return (
    <Modal id={id} title={title} closeLabel={closeLabel} onClose={onClose} className="vehicle-choice-modal">
      <ChoiceList choices={choices} />
    </Modal>
  );
}
