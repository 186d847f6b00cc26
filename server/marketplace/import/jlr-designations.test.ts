import { jlrContradiction, jlrDesignation, jlrTypeKw } from './jlr-designations';
import { nameContradiction } from './name-contradictions';

describe('Jaguar Land Rover designations', () => {
  it('reads the designation a name spells', () => {
    expect(jlrDesignation('Range Rover SWB P440E Plug-in Hybrid PHEV')).toBe('P440E');
    expect(jlrDesignation('Range Rover SWB D350 MHEV')).toBe('D350');
    expect(jlrDesignation('I-Pace EV400')).toBe('EV400');
    expect(jlrDesignation('F-Pace SVR')).toBeNull();
  });

  it('gives a plug-in its designation\'s system output, never the list\'s engine figure: the P440e is no 294 kW P510e', () => {
    expect(jlrTypeKw('Land Rover', 'Range Rover SWB P440E Plug-in Hybrid PHEV', 'plugin-hybrid', 294)).toBe(324);
    expect(jlrTypeKw('Land Rover', 'Range Rover SWB P510E Plug-in Hybrid PHEV', 'plugin-hybrid', 294)).toBe(375);
    expect(jlrTypeKw('Jaguar', 'E-Pace P300e Plug-in Hybrid PHEV', 'plugin-hybrid', 147)).toBe(227);
    expect(jlrTypeKw('Land Rover', 'Range Rover SWB D350 MHEV', 'diesel-hybrid', 258)).toBe(258);
    expect(jlrTypeKw('Volvo', 'XC60 T8 Recharge AWD', 'plugin-hybrid', 335)).toBe(335);
  });

  it('counts a type whose designation says another output than its own, within JLR\'s rounding', () => {
    expect(jlrContradiction('Land Rover', 'Range Rover SWB P440E Plug-in Hybrid PHEV', 294)).not.toBeNull();
    expect(nameContradiction({ make: 'Land Rover', name: 'Range Rover SWB P440E Plug-in Hybrid PHEV', fuel: 'plugin-hybrid', kw: 294 })).not.toBeNull();
    expect(jlrContradiction('Land Rover', 'Range Rover SWB P440E Plug-in Hybrid PHEV', 324)).toBeNull();
    expect(jlrContradiction('Land Rover', 'Range Rover Evoque P300e Hybrid PHEV', 227)).toBeNull();
    expect(jlrContradiction('Land Rover', 'Range Rover SWB D350 MHEV', 258)).toBeNull();
    expect(jlrContradiction('Jaguar', 'XE D200', 150)).toBeNull();
  });
});
