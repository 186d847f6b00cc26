/** A held feed's reasons in words, for the portal's import page and the desk's queue: counts with their plural, shares in per cent. */
import type { Translate } from '../../locales/i18n';
import type { FeedImportView } from '../../contract/calls/portal';
import { numberFormat } from '../intl';

export function holdTexts(t: Translate, lang: string, holds: FeedImportView['holds']): string[] {
  const share = (part: number, whole: number) => numberFormat(lang, { style: 'percent', maximumFractionDigits: 0 }).format(whole ? part / whole : 0);
  return holds.map((hold) => (hold.kind === 'removal'
    ? t('portal.import.hold.removal', { count: hold.removed, removed: hold.removed, current: hold.current, share: share(hold.removed, hold.current), limit: share(hold.limitPercent, 100) })
    : t('portal.import.hold.errors', { count: hold.rejected, rejected: hold.rejected, read: hold.read, share: share(hold.rejected, hold.read), limit: share(hold.limitPercent, 100) })));
}
