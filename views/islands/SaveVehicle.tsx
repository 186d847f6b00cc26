/** The SaveVehicle island: hydrated when visible; texts and locale come from the server. */
import { SaveVehicleView, type SaveVehicleProps } from './SaveVehicleView';
import { island } from './island';

export type * from './SaveVehicleView';
export const SaveVehicle = island<SaveVehicleProps, Pick<SaveVehicleProps, 'locale' | 'texts'>>(SaveVehicleView, {
  name: 'SaveVehicle',
  when: 'visible',
  extra: (shop) => ({
    locale: shop?.locale ?? 'de-DE',
    texts: {
      link: shop?.t('account.save.link') ?? '',
      saved: shop?.t('account.save.saved') ?? '',
      savedHref: shop?.t('account.save.savedHref') ?? '',
      loginHint: shop?.t('account.save.loginHint') ?? '',
      loginLink: shop?.t('account.save.loginLink') ?? '',
    },
  }),
});
