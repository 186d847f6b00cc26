/**
 * What the header's "remove vehicle" form needs. It returns the shopper to the page they were on,
 * except on the vehicle's own pages (visiting those chooses the vehicle again): from a model page to
 * all vehicles, from a model's listing to the same category for all vehicles.
 */
import type { LayoutData } from '../../../views/layout/types';
import type { PageContext } from './types';

type Forget = NonNullable<NonNullable<LayoutData['vehicle']>['forget']>;

function returnTo(context: PageContext): string {
  const { route, link } = context;
  if (route.page === 'Model') return link('AllVehicles', {});
  if (route.page === 'ModelCategory') {
    const { categorySlug, categoryId } = context.params as { categorySlug: string; categoryId: number };
    return link('Category', { categorySlug, categoryId });
  }
  return context.request.originalUrl;
}

export function forgetForm(context: PageContext, vehicleName: string): Forget {
  return {
    returnTo: returnTo(context),
    label: context.t('fitment.forget.label', { vehicle: vehicleName }),
  };
}
