/** Vehicle state operations and the vehicle panel flags, pure reducers. */
import { parseRemembered } from './remembered';
import { readCatalogue, cataloguePath } from './catalogue';
import {
  EMPTY_VEHICLE,
  initialPanelState,
  panelReducer,
  vehicleContext,
  vehicleReducer,
  type PanelAction,
  type PanelState,
  type VehicleState,
} from './state';

const golf: VehicleState = {
  manufacturer: { id: '5', name: 'VW' },
  seriesFamily: { id: '7', slug: 'golf' },
  seriesPage: { id: '12', name: 'Golf' },
  series: { id: '40', name: 'Golf VII' },
  model: { id: '900', name: '1.6 TDI' },
};

describe('vehicle operations', () => {
  test('set whole replaces everything (empty fields dropped)', () => {
    expect(vehicleReducer({ model: { id: '1' } }, { type: 'set', vehicle: golf })).toEqual(golf);
    expect(vehicleReducer(golf, { type: 'set', vehicle: { manufacturer: { id: '3' }, model: undefined } })).toEqual({ manufacturer: { id: '3' } });
  });

  test('set from a series clears model and series family, keeps the manufacturer unless given', () => {
    const next = vehicleReducer(golf, { type: 'setFromSeries', series: { id: '41', name: 'Golf VIII' } });
    expect(next).toEqual({ manufacturer: golf.manufacturer, seriesPage: golf.seriesPage, series: { id: '41', name: 'Golf VIII' } });
    expect(next.model).toBeUndefined();
    expect(next.seriesFamily).toBeUndefined();
    expect(vehicleReducer(golf, { type: 'setFromSeries', series: { id: '2' }, manufacturer: { id: '9' }, seriesPage: { id: '3' } })).toEqual({
      manufacturer: { id: '9' }, seriesPage: { id: '3' }, series: { id: '2' },
    });
  });

  test('reset empties the vehicle', () => {
    expect(vehicleReducer(golf, { type: 'reset' })).toEqual(EMPTY_VEHICLE);
  });

  test('manufacturer, series or model change alone', () => {
    expect(vehicleReducer(golf, { type: 'setManufacturer', manufacturer: { id: '6' } })).toEqual({ ...golf, manufacturer: { id: '6' } });
    expect(vehicleReducer(golf, { type: 'setSeries', series: { id: '41' } })).toEqual({ ...golf, series: { id: '41' } });
    expect(vehicleReducer(golf, { type: 'setModel', model: { id: '901' } })).toEqual({ ...golf, model: { id: '901' } });
    const { model: _model, ...withoutModel } = golf;
    expect(vehicleReducer(golf, { type: 'setModel', model: undefined })).toEqual(withoutModel);
  });

  test('the state is not mutated', () => {
    const before = JSON.stringify(golf);
    vehicleReducer(golf, { type: 'setFromSeries', series: { id: '1' } });
    vehicleReducer(golf, { type: 'setManufacturer', manufacturer: undefined });
    expect(JSON.stringify(golf)).toBe(before);
  });

  test('the catalogue context is the most specific id', () => {
    expect(vehicleContext(golf)).toEqual({ name: 'vehicleModelId', value: '900' });
    expect(vehicleContext({ manufacturer: { id: '5' }, seriesPage: { id: '12' } })).toEqual({ name: 'vehicleSeriesGroupId', value: '12' });
    expect(vehicleContext({ manufacturer: { id: '5' } })).toEqual({ name: 'vehicleManufacturerId', value: '5' });
    expect(vehicleContext({})).toBeUndefined();
    expect(cataloguePath(golf)).toBe('/api/navigation?vehicleModelId=900');
    expect(cataloguePath({})).toBe('/api/navigation');
  });
});

describe('panel flags', () => {
  const run = (actions: PanelAction[], start: PanelState = initialPanelState(golf)) => actions.reduce(panelReducer, start);

  test('starts closed; toggle opens and closes', () => {
    expect(initialPanelState(golf)).toEqual({ vehicleActive: false, vehicleCatalogActive: false, vehicle: golf });
    expect(run([{ type: 'toggle' }]).vehicleActive).toBe(true);
    expect(run([{ type: 'toggle' }, { type: 'toggle' }]).vehicleActive).toBe(false);
  });

  test('setting the catalogue active sets both flags the same', () => {
    expect(run([{ type: 'setCatalogActive', active: true }])).toMatchObject({ vehicleActive: true, vehicleCatalogActive: true });
    expect(run([{ type: 'setCatalogActive', active: true }, { type: 'setCatalogActive', active: false }])).toMatchObject({ vehicleActive: false, vehicleCatalogActive: false });
  });

  test('the catalogue closes when the panel closes (close or toggle)', () => {
    expect(run([{ type: 'setCatalogActive', active: true }, { type: 'close' }])).toMatchObject({ vehicleActive: false, vehicleCatalogActive: false });
    expect(run([{ type: 'setCatalogActive', active: true }, { type: 'toggle' }])).toMatchObject({ vehicleActive: false, vehicleCatalogActive: false });
    expect(run([{ type: 'toggle' }, { type: 'toggle' }, { type: 'open' }])).toMatchObject({ vehicleActive: true, vehicleCatalogActive: false });
  });

  test('closing only the catalogue keeps the panel open', () => {
    expect(run([{ type: 'setCatalogActive', active: true }, { type: 'closeCatalog' }])).toMatchObject({ vehicleActive: true, vehicleCatalogActive: false });
  });

  test('the catalogue closes when the vehicle changes', () => {
    const open: PanelAction = { type: 'setCatalogActive', active: true };
    expect(run([open, { type: 'reset' }])).toMatchObject({ vehicleActive: true, vehicleCatalogActive: false, vehicle: {} });
    expect(run([open, { type: 'setModel', model: { id: '901' } }]).vehicleCatalogActive).toBe(false);
    expect(run([open, { type: 'setFromSeries', series: { id: '41' } }]).vehicleCatalogActive).toBe(false);
    expect(run([open, { type: 'set', vehicle: { manufacturer: { id: '6' } } }]).vehicleCatalogActive).toBe(false);
  });

  test('completing the same vehicle (same catalogue context) keeps the catalogue open', () => {
    const start = initialPanelState({ model: { id: '900' } });
    expect(run([{ type: 'setCatalogActive', active: true }, { type: 'set', vehicle: golf }], start)).toMatchObject({ vehicleCatalogActive: true, vehicle: golf });
  });
});

describe('remembered vehicle and catalogue answers', () => {
  test('only well-formed stored values are taken', () => {
    expect(parseRemembered(null)).toBeUndefined();
    expect(parseRemembered('not json')).toBeUndefined();
    expect(parseRemembered('{"label":"x"}')).toBeUndefined();
    expect(parseRemembered(JSON.stringify({ manufacturer: { id: 5, name: 'VW' }, series: { id: '40' }, model: { id: '<b>' }, label: 'VW Golf', href: '//evil.example/' }))).toEqual({
      manufacturer: { id: '5', name: 'VW' }, series: { id: '40' }, label: 'VW Golf',
    });
  });

  test('the catalogue links the vehicle categories under the page base: prefixed, or bare under an edition host', () => {
    const answer = {
      categories: [{ id: 1, title: 'Bremsen', seoAlias: 'Bremsen', isUniversal: false, children: [{ id: 2, title: 'Bremsbeläge', seoAlias: 'Bremsbelaege', isUniversal: false, children: [] }] }],
      vehicle: { slug: 'vw-golf', type: 3 as const, id: 900 },
      manufacturers: [],
    };
    const words = { allVehicles: 'Tous-les-vehicules', section: 'Pieces' };
    expect(readCatalogue(answer, { base: '/fr-FR', words })).toEqual([{ label: 'Bremsen', href: '/fr-FR/Bremsen/vw-golf/3-900-1', children: [{ label: 'Bremsbeläge', href: '/fr-FR/Bremsbelaege/vw-golf/3-900-2' }] }]);
    expect(readCatalogue(answer, { base: '', words })[0]!.href).toBe('/Bremsen/vw-golf/3-900-1');
  });
});
