/**
 * /Mein-Spareo/Fahrzeuge/speichern/{modelId} (DE, AT): a link anyone can follow, so the GET only
 * shows the vehicle with one "save" button (a POST, covered by the same-origin check); a GET that
 * saved would let any other site save vehicles into a visitor's account. Signed out -> login.
 */
import { SaveVehiclePage, type SaveVehiclePageProps } from '../../../views/account/SaveVehiclePage';
import { readAccountNotice } from '../account/forms';
import { requestPath } from '../account/page-paths';
import { currentUser, savedVehicles } from '../account/user-calls';
import { fetchEntity } from './catalogue/fetch';
import { readVehicle } from './marketplace-shapes';
import type { PageLoader } from './types';

export const loadSaveVehicle: PageLoader<'SaveVehicle'> = async (context) => {
  const { t, marketplace, upstreamHeaders, params, query, request, link } = context;
  const user = await currentUser(marketplace, upstreamHeaders);
  const path = requestPath(request.originalUrl);
  if (!user) return { kind: 'redirect', status: 302, location: link('Login', {}, { query: { redirectUrl: path } }) };
  const [vehicle, saved] = await Promise.all([
    // A marketplace that does not answer is the 503 page, not "no such vehicle".
    fetchEntity<unknown>(context, `/vehicle/models/${encodeURIComponent(params.modelId)}`).then(readVehicle),
    savedVehicles(marketplace, upstreamHeaders),
  ]);
  if (!vehicle) return { kind: 'notFound' };
  const name = vehicle.manufacturerName && !vehicle.fullName.startsWith(vehicle.manufacturerName) ? `${vehicle.manufacturerName} ${vehicle.fullName}` : vehicle.fullName;
  const props: SaveVehiclePageProps = {
    name,
    href: link('Model', { seriesSlug: vehicle.seriesSlug ?? vehicle.id, modelId: vehicle.id }),
    action: path,
    alreadySaved: saved.some((entry) => entry.id === vehicle.id),
    failed: readAccountNotice(query.notice) === 'notSaved',
  };
  return { kind: 'page', head: { title: t('account.save.title', { name }), noindex: true }, component: SaveVehiclePage, props, personal: true };
};
