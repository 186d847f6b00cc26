/** The vehicles a lookup matched: a list of model page links (no JS: under the form; hydrated: in the Modal). */
import { Modal } from '../../ui/Modal';
import type { VehicleChoice } from './lookup';

export function ChoiceList({ choices }: { choices: VehicleChoice[] }) {
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
