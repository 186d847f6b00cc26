/** /bot: a plain page that explains the shop to crawlers and bots; noindex (it duplicates the home page). */
import { BotPage } from '../../../views/pages/BotPage';
import type { PageLoader } from './types';
import { defineScreen } from './screen';
import { pageView } from '../../../views/render/page-view';

export const loadBot: PageLoader<'Bot'> = async ({ t }) => ({
  kind: 'page',
  head: { title: t('bot.title'), description: t('bot.intro'), noindex: true },
  view: pageView(BotPage, {}),
});

export const botScreen = defineScreen({ page: 'Bot', load: loadBot });
