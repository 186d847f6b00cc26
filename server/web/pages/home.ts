import { HomePage } from '../../../views/pages/HomePage';
import type { PageLoader } from './types';

export const loadHome: PageLoader<'Home'> = async ({ t }) => ({
  kind: 'page',
  head: { title: t('meta.homeTitle'), description: t('meta.homeDescription') },
  component: HomePage,
  props: {},
});
