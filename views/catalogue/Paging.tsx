import { useShop } from '../context';
import type { PagingData } from './types';

export function Paging({ paging }: { paging: PagingData }) {
  const { t } = useShop();
  if (paging.pageCount <= 1) return null;
  return (
    <nav className="paging" aria-label={t('catalogue.paging')}>
      {paging.previous ? <a rel="prev" href={paging.previous}>{t('catalogue.previous')}</a> : null}
      {paging.pages.map((link) =>
        link.current ? (
          <span key={link.page} aria-current="page" title={t('catalogue.pageOf', { page: link.page, pages: paging.pageCount })}>{link.page}</span>
        ) : (
          <a key={link.page} href={link.href}>{link.page}</a>
        ),
      )}
      {paging.next ? <a rel="next" href={paging.next}>{t('catalogue.next')}</a> : null}
    </nav>
  );
}
