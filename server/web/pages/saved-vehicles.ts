/**
 * /Mein-Spareo/Fahrzeuge (DE, AT): the signed-in user's saved vehicles; signed out -> the login page.
 * Its action removes one (303 with a notice); an unreadable vehicle id answers 400.
 */
import { SavedVehiclesPage, type SavedVehiclesPageProps } from '../../../views/pages/SavedVehiclesPage';
import type { AccountFormOutcome } from '../../../views/account/types';
import { readAccountNotice, savedVehiclesFormSchema } from '../account/forms';
import { requestPath } from '../account/page-paths';
import { changeSavedVehicle, currentUser, savedVehicles } from '../account/user-calls';
import type { PageLoader } from './types';
import { vehicleName } from './vehicle-name';
import { defineScreen } from './screen';
import { checkSecretOf } from '../security/check-secret';
import { pageView } from '../../../views/render/page-view';

export const loadSavedVehicles: PageLoader<'SavedVehicles', AccountFormOutcome> = async ({ t, marketplace, upstreamHeaders, query, request, link, outcome }) => {
  const user = await currentUser(marketplace, upstreamHeaders);
  if (!user) return { kind: 'redirect', status: 302, location: link('Login', {}, { query: { redirectUrl: requestPath(request.originalUrl) } }) };
  const vehicles = await savedVehicles(marketplace, upstreamHeaders, checkSecretOf(request));
  const props: SavedVehiclesPageProps = {
    email: user.email,
    vehicles: vehicles.map((vehicle) => ({
      id: String(vehicle.model.id),
      name: vehicleName(vehicle),
      href: link('Model', { seriesSlug: vehicle.series.slug, modelId: String(vehicle.model.id) }),
      ps: vehicle.model.ps,
      kw: vehicle.model.kw,
      ...(vehicle.model.kwThirtyMinutes ? { kwThirtyMinutes: true } : {}),
      yearStart: vehicle.model.productionYearStart,
      yearEnd: vehicle.model.productionYearEnd ?? undefined,
    })),
    notice: readAccountNotice(query.notice),
    formError: outcome?.field,
  };
  return {
    kind: 'page',
    status: outcome?.status ?? 200,
    head: { title: t('account.vehicles.title'), noindex: true },
    view: pageView(SavedVehiclesPage, props),
    personal: true,
  };
};

export const savedVehiclesScreen = defineScreen({
  page: 'SavedVehicles',
  load: loadSavedVehicles,
  action: {
    form: { limit: '4kb', parameterLimit: 10 },
    async run({ body, marketplace, upstreamHeaders, request, link }) {
      const parsed = body === null ? null : savedVehiclesFormSchema.safeParse(body);
      if (!parsed?.success) {
        const refused: AccountFormOutcome = { form: 'vehicles', error: 'invalidField', field: 'modelId', status: 400 };
        return { kind: 'outcome', outcome: refused };
      }
      const result = await changeSavedVehicle(marketplace, upstreamHeaders, checkSecretOf(request), 'remove', parsed.data.modelId);
      if (result === 'signedOut') return { kind: 'redirect', location: link('Login', {}, { redirectUrl: link('SavedVehicles', {}) }) };
      return { kind: 'redirect', location: link('SavedVehicles', {}, { notice: result === 'done' ? 'removed' : 'notSaved' }) };
    },
  },
});
