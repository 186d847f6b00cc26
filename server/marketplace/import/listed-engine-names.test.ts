import { withListedEngine } from './listed-engine-names';

describe('a listed type named by its model only takes its engine', () => {
  it('names the Lodgy, Koleos, Talisman and Trafic of the list by their engine and sales figure', () => {
    expect(withListedEngine('Dacia', 'Lodgy', 'petrol', 1332, 130)).toBe('Lodgy 1.3 TCe 130');
    expect(withListedEngine('Dacia', 'Lodgy', 'lpg', 1332, 130)).toBe('Lodgy 1.3 TCe 130');
    expect(withListedEngine('Dacia', 'Lodgy', 'diesel', 1461, 95)).toBe('Lodgy 1.5 Blue dCi 95');
    expect(withListedEngine('Renault', 'Koleos', 'petrol', 1332, 158)).toBe('Koleos 1.3 TCe 160');
    expect(withListedEngine('Renault', 'Koleos', 'diesel', 1997, 183)).toBe('Koleos 2.0 Blue dCi 185');
    expect(withListedEngine('Renault', 'Talisman Estate', 'diesel', 1997, 189)).toBe('Talisman Estate 2.0 Blue dCi 190');
    expect(withListedEngine('Renault', 'Trafic', 'diesel', 1997, 149)).toBe('Trafic 2.0 Blue dCi 150');
  });

  it('keeps a name that spells its engine or version, and one whose engine the table does not know', () => {
    expect(withListedEngine('Renault', 'Clio 1.0 TCe', 'petrol', 999, 91)).toBe('Clio 1.0 TCe');
    expect(withListedEngine('Renault', 'Arkana', 'hybrid', 1598, 143)).toBe('Arkana');
    expect(withListedEngine('Opel', 'Crossland', 'petrol', 1199, 110)).toBe('Crossland');
    expect(withListedEngine('Dacia', 'Lodgy', 'petrol', 1332, null)).toBe('Lodgy');
  });
});
