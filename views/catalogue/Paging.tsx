import { Fragment } from 'react';
import { useShop } from '../context';
import type { PagingData } from './types';

/** Previous, the page links (with "…" where pages are left out between them) and next. */
export function Paging({ paging }: { paging: PagingData }) {
  const { t } = useShop();
  if (paging.pageCount <= 1) return null;
  return (
    <nav className="paging" aria-label={t('catalogue.paging')}>
      {paging.previous ? <a rel="prev" href={paging.previous}>{t('catalogue.previous')}</a> : null}
      {paging.pages.map((link, i) => (
        <Fragment key={link.page}>
          {i > 0 && link.page > paging.pages[i - 1]!.page + 1 ? (
            <span className="paging-gap"><span aria-hidden="true">…</span><span className="visually-hidden">{t('catalogue.pagesLeftOut')}</span></span>
          ) : null}
          {link.current ? (
            <span aria-current="page" title={t('catalogue.pageOf', { page: link.page, pages: paging.pageCount })}>{link.page}</span>
          ) : (
            <a href={link.href}>{link.page}</a>
          )}
        </Fragment>
      ))}
      {paging.next ? <a rel="next" href={paging.next}>{t('catalogue.next')}</a> : null}
    </nav>
  );
}
