/** /Mein-Spareo/Fahrzeuge (DE, AT): the signed-in user's saved vehicles; signed out -> the login page. */
import { SavedVehiclesPage, type SavedVehiclesPageProps } from '../../../views/pages/SavedVehiclesPage';
import { outcomeOf } from '../account/form-outcome';
import { readAccountNotice } from '../account/forms';
import { requestPath } from '../account/page-paths';
import { currentUser, savedVehicles } from '../account/user-calls';
import type { PageLoader } from './types';
import { vehicleName } from './vehicle-name';
import { defineScreen } from './screen';

export const loadSavedVehicles: PageLoader<'SavedVehicles'> = async ({ t, marketplace, upstreamHeaders, query, request, link }) => {
  const user = await currentUser(marketplace, upstreamHeaders);
  if (!user) return { kind: 'redirect', status: 302, location: link('Login', {}, { query: { redirectUrl: requestPath(request.originalUrl) } }) };
  const vehicles = await savedVehicles(marketplace, upstreamHeaders);
  const outcome = outcomeOf(request);
  const props: SavedVehiclesPageProps = {
    email: user.email,
    vehicles: vehicles.map((vehicle) => ({
      id: String(vehicle.model.id),
      name: vehicleName(vehicle),
      href: link('Model', { seriesSlug: vehicle.series.slug, modelId: String(vehicle.model.id) }),
      ps: vehicle.model.ps,
      kw: vehicle.model.kw,
      yearStart: vehicle.model.productionYearStart,
      yearEnd: vehicle.model.productionYearEnd ?? undefined,
    })),
    notice: readAccountNotice(query.notice),
    formError: outcome?.form === 'vehicles' ? outcome.field : undefined,
  };
  return {
    kind: 'page',
    status: outcome?.status ?? 200,
    head: { title: t('account.vehicles.title'), noindex: true },
    component: SavedVehiclesPage,
    props,
    personal: true,
  };
};

export const savedVehiclesScreen = defineScreen({ page: 'SavedVehicles', route: { pattern: (w) => `/${w.account}/Fahrzeuge`, only: (edition) => edition.accounts }, load: loadSavedVehicles });
