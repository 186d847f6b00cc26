import type { LinkItem } from './types';

/** Lists of manufacturers, series, models or categories: big tap targets, plain links. */
export function LinkList({ heading, items, id }: { heading: string; items: LinkItem[]; id?: string }) {
  if (items.length === 0) return null;
  return (
    <section className="link-list" id={id}>
      <h2>{heading}</h2>
      <ul>
        {items.map((item, index) => (
          <li key={item.key}>
            <a href={item.href}>
              {item.image ? (
                <img src={item.image.src} width={item.image.width} height={item.image.height} alt="" loading={index >= 12 ? 'lazy' : undefined} />
              ) : null}
              <span>{item.label}</span>
              {item.detail ? <small>{item.detail}</small> : null}
            </a>
          </li>
        ))}
      </ul>
    </section>
  );
}
