/**
 * /Mein-Spareo/Fahrzeuge/speichern/{modelId} (DE, AT): a link anyone can follow, so the GET only
 * shows the vehicle with one "save" button (a POST, covered by the same-origin check); a GET that
 * saved would let any other site save vehicles into a visitor's account. Signed out -> login.
 * Its action saves the vehicle and answers 303 to the saved vehicles; an unknown model answers 404.
 */
import { SaveVehiclePage, type SaveVehiclePageProps } from '../../../views/account/SaveVehiclePage';
import { readAccountNotice } from '../account/forms';
import { requestPath } from '../account/page-paths';
import { changeSavedVehicle, currentUser, savedVehicles } from '../account/user-calls';
import { requestEntity } from './catalogue/fetch';
import type { PageLoader } from './types';
import { vehicleName } from './vehicle-name';
import { defineScreen } from './screen';
import { checkSecretOf } from '../security/check-secret';
import { pageView } from '../../../views/render/page-view';

export const loadSaveVehicle: PageLoader<'SaveVehicle'> = async (context) => {
  const { t, marketplace, upstreamHeaders, params, query, request, link } = context;
  const user = await currentUser(marketplace, upstreamHeaders);
  const path = requestPath(request.originalUrl);
  if (!user) return { kind: 'redirect', status: 302, location: link('Login', {}, { query: { redirectUrl: path } }) };
  const [vehicle, saved] = await Promise.all([
    // A marketplace that does not answer is the 503 page, not "no such vehicle".
    requestEntity(context, 'GET /vehicle/models/:modelId', { params: { modelId: params.modelId } }),
    savedVehicles(marketplace, upstreamHeaders, checkSecretOf(request)),
  ]);
  if (!vehicle) return { kind: 'notFound' };
  const name = vehicleName(vehicle);
  const props: SaveVehiclePageProps = {
    name,
    href: link('Model', { seriesSlug: vehicle.series.slug, modelId: String(vehicle.model.id) }),
    action: path,
    alreadySaved: saved.some((entry) => entry.model.id === vehicle.model.id),
    failed: readAccountNotice(query.notice) === 'notSaved',
  };
  return { kind: 'page', head: { title: t('account.save.title', { name }), noindex: true }, view: pageView(SaveVehiclePage, props), personal: true };
};

export const saveVehicleScreen = defineScreen({
  page: 'SaveVehicle',
  load: loadSaveVehicle,
  action: {
    form: { limit: '4kb', parameterLimit: 10 },
    async run({ params, request, marketplace, upstreamHeaders, link }) {
      const result = await changeSavedVehicle(marketplace, upstreamHeaders, checkSecretOf(request), 'save', params.modelId);
      if (result === 'done') return { kind: 'redirect', location: link('SavedVehicles', {}, { notice: 'saved' }) };
      if (result === 'signedOut') return { kind: 'redirect', location: link('Login', {}, { redirectUrl: requestPath(request.originalUrl) }) };
      // The page answers 404 for a model it does not know.
      if (result === 'unknownModel') return { kind: 'page' };
      return { kind: 'redirect', location: link('SaveVehicle', { modelId: params.modelId }, { notice: 'notSaved' }) };
    },
  },
});
