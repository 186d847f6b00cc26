/** The accessibility statement (BFSG / European Accessibility Act): one page per edition, in its language. */
import { AccessibilityPage } from '../../../views/pages/AccessibilityPage';
import { editionAlternates } from './catalogue/alternates';
import type { PageLoader } from './types';
import { defineScreen } from './screen';
import { pageView } from '../../../views/render/page-view';

export const loadAccessibility: PageLoader<'Accessibility'> = async (context) => {
  const { t, absolute } = context;
  return {
    kind: 'page',
    head: {
      title: `${t('accessibility.title')} | Spareo`,
      description: t('accessibility.description'),
      canonical: absolute(context.link('Accessibility', {})),
      alternates: editionAlternates(context, 'Accessibility', {}),
    },
    view: pageView(AccessibilityPage, { contactHref: context.link('Info', { topic: t('info.support.slug') }) }),
  };
};

export const accessibilityScreen = defineScreen({ page: 'Accessibility', load: loadAccessibility });
